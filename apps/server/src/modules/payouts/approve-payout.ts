import { formatRupiah } from '@pasarprompt/contracts/format'
import { payoutLifecycle } from '@pasarprompt/contracts/payouts'
import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { eq } from 'drizzle-orm'
import { payouts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { PAYOUTS_SENT_ACCOUNT, payeeAccount } from '../ledger/accounts.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { isRecentBankChange } from './list-payouts-for-admin.ts'
import { publishPayeeBalance } from './payee.ts'
import {
  type Deps,
  lockOpenPayout,
  readAdminPayout,
  tellPayoutDecision,
} from './payout-decision.ts'

export interface ApprovePayoutOptions {
  admin: AdminContext
  id: string
  input: { transferReference: string; confirmRecentBankChange?: boolean }
}

/**
 * Staff sent the transfer (DESIGN.md §4 Payout): the reserved amount leaves the payee (a shop or
 * an affiliate) for `payouts_sent`, with the bank's reference. A bank account set less than 24 hours before the
 * request needs `confirmRecentBankChange`, so a takeover is not paid out by habit.
 */
export async function approvePayout(
  deps: Deps,
  { admin, id, input }: ApprovePayoutOptions,
): Promise<AdminPayout> {
  await deps.db.transaction(async (tx) => {
    const { payout, payee, available } = await lockOpenPayout(tx, id, 'approve')
    // A refund after the request can leave the payee owing the platform: sending the reserved
    // money then would pay out what the refund took back.
    if (available < 0) {
      throw new AppError(
        'CONFLICT',
        `Saldo tersedia penerima minus (${formatRupiah(available)}) karena pengembalian dana setelah pencairan diajukan. Tolak pencairan ini; dananya kembali menutup saldo minus.`,
      )
    }
    if (isRecentBankChange(payout) && !input.confirmRecentBankChange) {
      throw new AppError(
        'CONFLICT',
        payee.kind === 'shop'
          ? 'Rekening toko ini diubah kurang dari 24 jam sebelum pencairan diajukan. Periksa dengan pemilik toko, lalu konfirmasi.'
          : 'Rekening afiliasi ini diubah kurang dari 24 jam sebelum pencairan diajukan. Periksa dengan afiliasinya, lalu konfirmasi.',
      )
    }
    const now = new Date()
    await tx
      .update(payouts)
      .set(
        stampUpdate(admin.actor, {
          status: payoutLifecycle.moves.approve.to,
          transferReference: input.transferReference,
          decidedBy: admin.auth.user.id,
          decidedAt: now,
        }),
      )
      .where(eq(payouts.id, id))
    await postMovement(tx, admin.actor, {
      kind: 'payout_approved',
      ...(payee.kind === 'shop' ? { shopId: payee.shopId } : {}),
      payoutId: id,
      entries: [
        { account: payeeAccount(payee, 'reserved'), amount: -payout.amount },
        { account: PAYOUTS_SENT_ACCOUNT, amount: payout.amount },
      ],
    })
    await publishPayeeBalance(tx, deps.events, payee)
    await recordAudit(tx, admin, {
      action: 'payout.approve',
      targetType: 'payout',
      targetId: id,
      before: { status: 'requested' },
      after: {
        status: 'approved',
        transferReference: input.transferReference,
        confirmedRecentBankChange: isRecentBankChange(payout),
      },
    })
    await tellPayoutDecision(tx, {
      events: deps.events,
      payout,
      payee,
      decision: {
        approved: true,
        transferReference: input.transferReference,
      },
    })
  })
  return readAdminPayout(deps.db, id)
}
