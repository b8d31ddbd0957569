import type { AdminPayout } from '@pasarprompt/contracts/admin-payouts'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { type PayoutAction, payoutLifecycle } from '@pasarprompt/contracts/payouts'
import { eq } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client.ts'
import { organizations, payouts, shops, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { sentence } from '../../lib/sentence.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import { notify } from '../notifications/notify.ts'
import { shopMemberIds } from '../shops/shop-member-ids.ts'
import { adminPayoutColumns, toAdminPayout } from './list-payouts-for-admin.ts'

export interface Deps {
  db: Database
  events: EventBus
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

/**
 * Tells the one who asked for the payout and the shop's owners how staff decided, in the
 * deciding transaction (the bell at once, the email through the outbox, once per person).
 */
export async function tellPayoutDecision(
  tx: Transaction,
  events: EventBus,
  payout: typeof payouts.$inferSelect,
  decision: { approved: true; transferReference: string } | { approved: false; reason: string },
) {
  const [shop] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, payout.shopId))
  const amount = formatRupiah(payout.amount)
  const shopName = shop?.name ?? 'toko Anda'
  // The owners, and whoever asked if they still manage the shop (someone who left is not told).
  const owners = await shopMemberIds(tx, payout.shopId, ['owner'])
  const managers = await shopMemberIds(tx, payout.shopId, ['owner', 'admin'])
  const requester = managers.includes(payout.requestedBy) ? [payout.requestedBy] : []
  await notify(tx, events, [...requester, ...owners], {
    kind: decision.approved ? 'payout_approved' : 'payout_rejected',
    dedupeKey: `${decision.approved ? 'payout_approved' : 'payout_rejected'}:${payout.id}`,
    title: decision.approved
      ? `Penarikan ${amount} dari ${shopName} telah dikirim`
      : `Penarikan ${amount} dari ${shopName} ditolak`,
    body: decision.approved
      ? `Dana telah ditransfer ke rekening toko. Nomor referensi transfer: ${decision.transferReference}.`
      : `Alasan: ${sentence(decision.reason)} Saldo kembali menjadi saldo tersedia dan dapat diajukan lagi.`,
    link: '/app/payout',
  })
}
