import type { AdminPayout } from '@pasarprompt/contracts/admin-payouts'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { type PayoutAction, payoutLifecycle } from '@pasarprompt/contracts/payouts'
import { and, eq } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client.ts'
import { members, organizations, payouts, shops, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import type { Mailer } from '../../plugins/mail/mailer.ts'
import { payoutDecidedEmail } from '../../plugins/mail/templates.ts'
import { adminPayoutColumns, toAdminPayout } from './list-payouts-for-admin.ts'

export interface Deps {
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
export async function lockOpenPayout(tx: Transaction, id: string, action: PayoutAction) {
  const [found] = await tx
    .select({ shopId: payouts.shopId })
    .from(payouts)
    .where(eq(payouts.id, id))
  if (!found) throw new AppError('NOT_FOUND', 'Penarikan tidak ditemukan.')
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, found.shopId)).for('update')
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update')
  if (!payout) throw new AppError('NOT_FOUND', 'Penarikan tidak ditemukan.')
  if (!payoutLifecycle.can(action, payout.status)) {
    throw new AppError('CONFLICT', 'Penarikan ini sudah diputuskan.')
  }
  return payout
}

export async function readAdminPayout(db: Executor, id: string): Promise<AdminPayout> {
  const [row] = await db
    .select(adminPayoutColumns)
    .from(payouts)
    .innerJoin(organizations, eq(organizations.id, payouts.shopId))
    .innerJoin(users, eq(users.id, payouts.requestedBy))
    .where(eq(payouts.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Penarikan tidak ditemukan.')
  return toAdminPayout(row)
}

export async function tellOwners(
  deps: Deps,
  payout: AdminPayout,
  approved: boolean,
  detail: string,
) {
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
