import type { AdminPayout } from '@pasarprompt/contracts/admin-payouts'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { and, eq } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client.ts'
import { members, organizations, payouts, shops, users } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import type { Mailer } from '../../plugins/mail/mailer.ts'
import { payoutDecidedEmail } from '../../plugins/mail/templates.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { PAYOUTS_SENT_ACCOUNT, shopAccount } from '../ledger/accounts.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import { adminPayoutColumns, isRecentBankChange, toAdminPayout } from './list-payouts-for-admin.ts'

interface Deps {
  db: Database
  events: EventBus
  mailer: Mailer
  publicUrl: string
}

/**
 * The request, locked, still waiting: a second decision (a double click, two admins) is a 409.
 * The shop's balance row is locked first, in the same order as a new request takes its locks,
 * so a decision and a request of the same shop queue instead of deadlocking.
 */
async function lockOpenPayout(tx: Transaction, id: string) {
  const [found] = await tx
    .select({ shopId: payouts.shopId })
    .from(payouts)
    .where(eq(payouts.id, id))
  if (!found) throw new AppError('NOT_FOUND', 'Penarikan tidak ditemukan.')
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, found.shopId)).for('update')
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update')
  if (!payout) throw new AppError('NOT_FOUND', 'Penarikan tidak ditemukan.')
  if (payout.status !== 'requested') {
    throw new AppError('CONFLICT', 'Penarikan ini sudah diputuskan.')
  }
  return payout
}

async function readAdminPayout(db: Executor, id: string): Promise<AdminPayout> {
  const [row] = await db
    .select(adminPayoutColumns)
    .from(payouts)
    .innerJoin(organizations, eq(organizations.id, payouts.shopId))
    .innerJoin(users, eq(users.id, payouts.requestedBy))
    .where(eq(payouts.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Penarikan tidak ditemukan.')
  return toAdminPayout(row)
}

async function tellOwners(deps: Deps, payout: AdminPayout, approved: boolean, detail: string) {
  const owners = await deps.db
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, payout.shop.id), eq(members.role, 'owner')))
  for (const owner of owners) {
    await deps.mailer.send(
      payoutDecidedEmail({
        to: owner.email,
        shopName: payout.shop.name,
        amount: formatRupiah(payout.amount),
        approved,
        detail,
        link: `${deps.publicUrl}/app/payout`,
      }),
    )
  }
}

/**
 * Staff sent the transfer (DESIGN.md §4 Payout): the reserved amount leaves the shop for
 * `payouts_sent`, with the bank's reference. A bank account set less than 24 hours before the
 * request needs `confirmRecentBankChange`, so a takeover is not paid out by habit.
 */
export async function approvePayout(
  deps: Deps,
  admin: AdminContext,
  id: string,
  input: { transferReference: string; confirmRecentBankChange?: boolean },
): Promise<AdminPayout> {
  await deps.db.transaction(async (tx) => {
    const payout = await lockOpenPayout(tx, id)
    if (isRecentBankChange(payout) && !input.confirmRecentBankChange) {
      throw new AppError(
        'CONFLICT',
        'Rekening toko ini diubah kurang dari 24 jam sebelum penarikan diajukan. Periksa dengan pemilik toko, lalu konfirmasi.',
      )
    }
    const now = new Date()
    await tx
      .update(payouts)
      .set(
        stampUpdate(admin.actor, {
          status: 'approved' as const,
          transferReference: input.transferReference,
          decidedBy: admin.auth.user.id,
          decidedAt: now,
        }),
      )
      .where(eq(payouts.id, id))
    await postMovement(tx, admin.actor, {
      kind: 'payout_approved',
      shopId: payout.shopId,
      payoutId: id,
      entries: [
        { account: shopAccount(payout.shopId, 'reserved'), amount: -payout.amount },
        { account: PAYOUTS_SENT_ACCOUNT, amount: payout.amount },
      ],
    })
    await publishShopBalance(tx, deps.events, payout.shopId)
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
  })
  const decided = await readAdminPayout(deps.db, id)
  await tellOwners(deps, decided, true, input.transferReference)
  return decided
}

/** Staff refused the request: the reserved amount is available again, and the owners are told why. */
export async function rejectPayout(
  deps: Deps,
  admin: AdminContext,
  id: string,
  reason: string,
): Promise<AdminPayout> {
  await deps.db.transaction(async (tx) => {
    const payout = await lockOpenPayout(tx, id)
    await tx
      .update(payouts)
      .set(
        stampUpdate(admin.actor, {
          status: 'rejected' as const,
          rejectionReason: reason,
          decidedBy: admin.auth.user.id,
          decidedAt: new Date(),
        }),
      )
      .where(eq(payouts.id, id))
    await postMovement(tx, admin.actor, {
      kind: 'payout_rejected',
      shopId: payout.shopId,
      payoutId: id,
      entries: [
        { account: shopAccount(payout.shopId, 'reserved'), amount: -payout.amount },
        { account: shopAccount(payout.shopId, 'available'), amount: payout.amount },
      ],
    })
    await publishShopBalance(tx, deps.events, payout.shopId)
    await recordAudit(tx, admin, {
      action: 'payout.reject',
      targetType: 'payout',
      targetId: id,
      before: { status: 'requested' },
      after: { status: 'rejected' },
      reason,
    })
  })
  const decided = await readAdminPayout(deps.db, id)
  await tellOwners(deps, decided, false, reason)
  return decided
}
