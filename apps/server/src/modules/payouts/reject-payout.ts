import { payoutLifecycle } from '@pasarprompt/contracts/payouts'
import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { eq } from 'drizzle-orm'
import { payouts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { payeeAccount } from '../ledger/accounts.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { publishPayeeBalance } from './payee.ts'
import {
  type Deps,
  lockOpenPayout,
  readAdminPayout,
  tellPayoutDecision,
} from './payout-decision.ts'

export interface RejectPayoutOptions {
  admin: AdminContext
  id: string
  reason: string
}

/**
 * Staff refused the request: the reserved amount is available again, and the payee (the shop's
 * requester and owners, or the affiliate) is told why.
 */
export async function rejectPayout(
  deps: Deps,
  { admin, id, reason }: RejectPayoutOptions,
): Promise<AdminPayout> {
  await deps.db.transaction(async (tx) => {
    const { payout, payee } = await lockOpenPayout(tx, id, 'reject')
    await tx
      .update(payouts)
      .set(
        stampUpdate(admin.actor, {
          status: payoutLifecycle.moves.reject.to,
          rejectionReason: reason,
          decidedBy: admin.auth.user.id,
          decidedAt: new Date(),
        }),
      )
      .where(eq(payouts.id, id))
    await postMovement(tx, admin.actor, {
      kind: 'payout_rejected',
      ...(payee.kind === 'shop' ? { shopId: payee.shopId } : {}),
      payoutId: id,
      entries: [
        { account: payeeAccount(payee, 'reserved'), amount: -payout.amount },
        { account: payeeAccount(payee, 'available'), amount: payout.amount },
      ],
    })
    await publishPayeeBalance(tx, deps.events, payee)
    await recordAudit(tx, admin, {
      action: 'payout.reject',
      targetType: 'payout',
      targetId: id,
      before: { status: 'requested' },
      after: { status: 'rejected' },
      reason,
    })
    await tellPayoutDecision(tx, {
      events: deps.events,
      payout,
      payee,
      decision: { approved: false, reason },
    })
  })
  return readAdminPayout(deps.db, id)
}
