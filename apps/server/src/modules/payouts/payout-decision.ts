import { formatRupiah } from '@pasarprompt/contracts/format'
import { type PayoutAction, payoutLifecycle } from '@pasarprompt/contracts/payouts'
import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { eq } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client.ts'
import { organizations, payouts } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { sentence } from '../../lib/sentence.ts'
import { shopMemberIds } from '../auth/shop-member-ids.ts'
import type { Payee } from '../ledger/accounts.ts'
import { type Notice, notify } from '../notifications/notify.ts'
import { selectAdminPayouts, toAdminPayout } from './list-payouts-for-admin.ts'
import { lockPayeeBalance, payeeOf } from './payee.ts'

export interface Deps {
  db: Database
  events: EventBus
}

/**
 * The request, locked, still waiting: a second decision (a double click, two admins) is a 409.
 * The payee's balance row (the shop's, or the affiliate's) is locked first, in the same order as
 * a new request takes its locks, so a decision and a request of the same payee queue instead of
 * deadlocking.
 */
export async function lockOpenPayout(tx: Transaction, id: string, action: PayoutAction) {
  const [found] = await tx
    .select({ shopId: payouts.shopId, affiliateUserId: payouts.affiliateUserId })
    .from(payouts)
    .where(eq(payouts.id, id))
  if (!found) throw new AppError('NOT_FOUND', 'Pencairan tidak ditemukan.')
  const payee = payeeOf(found)
  const balance = await lockPayeeBalance(tx, payee)
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update')
  if (!payout) throw new AppError('NOT_FOUND', 'Pencairan tidak ditemukan.')
  if (!payoutLifecycle.can(action, payout.status)) {
    throw new AppError('CONFLICT', 'Pencairan ini sudah diputuskan.')
  }
  return { payout, payee, available: balance?.available ?? 0 }
}

export async function readAdminPayout(db: Executor, id: string): Promise<AdminPayout> {
  const [row] = await selectAdminPayouts(db, eq(payouts.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Pencairan tidak ditemukan.')
  return toAdminPayout(row)
}

type Decision = { approved: true; transferReference: string } | { approved: false; reason: string }

export interface TellPayoutDecisionOptions {
  events: EventBus
  payout: typeof payouts.$inferSelect
  payee: Payee
  decision: Decision
}

/**
 * Tells the payee how staff decided, in the deciding transaction (the bell at once, the email
 * through the outbox, once per person): an affiliate themself; for a shop, its owners and the
 * one who asked if they still manage it.
 */
export async function tellPayoutDecision(
  tx: Transaction,
  { events, payout, payee, decision }: TellPayoutDecisionOptions,
) {
  const kind = decision.approved ? 'payout_approved' : 'payout_rejected'
  const { recipients, notice } =
    payee.kind === 'shop'
      ? await toldOfShopPayout(tx, payout, payee.shopId, decision)
      : toldOfAffiliatePayout(payout, payee.userId, decision)
  await notify(tx, {
    events,
    userIds: recipients,
    notice: { kind, dedupeKey: `${kind}:${payout.id}`, ...notice },
  })
}

type Told = { recipients: string[]; notice: Pick<Notice, 'title' | 'body' | 'link'> }

const rejectedBody = (reason: string) =>
  `Alasan: ${sentence(reason)} Saldo kembali menjadi saldo tersedia dan dapat diajukan lagi.`

async function toldOfShopPayout(
  tx: Transaction,
  payout: typeof payouts.$inferSelect,
  shopId: string,
  decision: Decision,
): Promise<Told> {
  const [shop] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, shopId))
  const amount = formatRupiah(payout.amount)
  const shopName = shop?.name ?? 'toko Anda'
  // The owners, and whoever asked if they still manage the shop (someone who left is not told).
  const owners = await shopMemberIds(tx, shopId, ['owner'])
  const managers = await shopMemberIds(tx, shopId, ['owner', 'admin'])
  const requester = managers.includes(payout.requestedBy) ? [payout.requestedBy] : []
  return {
    recipients: [...requester, ...owners],
    notice: {
      title: decision.approved
        ? `Pencairan ${amount} dari ${shopName} telah dikirim`
        : `Pencairan ${amount} dari ${shopName} ditolak`,
      body: decision.approved
        ? `Dana telah ditransfer ke rekening toko. Nomor referensi transfer: ${decision.transferReference}.`
        : rejectedBody(decision.reason),
      link: '/app/payout',
    },
  }
}

function toldOfAffiliatePayout(
  payout: typeof payouts.$inferSelect,
  userId: string,
  decision: Decision,
): Told {
  const amount = formatRupiah(payout.amount)
  return {
    recipients: [userId],
    notice: {
      title: decision.approved
        ? `Pencairan ${amount} dari saldo afiliasi telah dikirim`
        : `Pencairan ${amount} dari saldo afiliasi ditolak`,
      body: decision.approved
        ? `Dana telah ditransfer ke rekening Anda. Nomor referensi transfer: ${decision.transferReference}.`
        : rejectedBody(decision.reason),
      link: '/account/affiliate',
    },
  }
}
