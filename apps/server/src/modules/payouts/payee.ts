import { eq, type SQL } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/client.ts'
import { affiliateAccounts, payouts, shops } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import type { Payee } from '../ledger/accounts.ts'
import { publishAffiliateUpdated } from '../ledger/publish-affiliate-updated.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'

/** Whose money a payout is: its shop, or its affiliate (the check keeps exactly one set). */
export function payeeOf(row: { shopId: string | null; affiliateUserId: string | null }): Payee {
  if (row.shopId) return { kind: 'shop', shopId: row.shopId }
  if (row.affiliateUserId) return { kind: 'affiliate', userId: row.affiliateUserId }
  throw new Error('payout: neither a shop nor an affiliate')
}

/** The payout columns naming the payee, for an insert. */
export const payeeColumns = (payee: Payee) =>
  payee.kind === 'shop'
    ? { shopId: payee.shopId, affiliateUserId: null }
    : { shopId: null, affiliateUserId: payee.userId }

/** The payee's payouts (a `where` condition). */
export const payoutsOf = (payee: Payee): SQL =>
  payee.kind === 'shop'
    ? eq(payouts.shopId, payee.shopId)
    : eq(payouts.affiliateUserId, payee.userId)

/** What a payout request needs of the payee's balance row. */
export interface PayeeBalanceRow {
  available: number
  /** A suspended shop cannot be paid out; an affiliate always can. */
  active: boolean
  bankCode: string | null
  bankAccountNumber: string | null
  bankAccountHolder: string | null
  bankChangedAt: Date | null
}

/**
 * Locks the payee's balance row — the shop's `shops` row, or the affiliate's `affiliate_accounts`
 * row — `FOR UPDATE`. Every payout request and decision takes this lock first and the payout
 * row's second, so requests of one payee run one after another and nothing deadlocks. Null when
 * the row does not exist (an affiliate who never earned nor set a bank account).
 */
export async function lockPayeeBalance(
  tx: Transaction,
  payee: Payee,
): Promise<PayeeBalanceRow | null> {
  if (payee.kind === 'shop') {
    const [row] = await tx
      .select({
        available: shops.balance,
        status: shops.status,
        bankCode: shops.bankCode,
        bankAccountNumber: shops.bankAccountNumber,
        bankAccountHolder: shops.bankAccountHolder,
        bankChangedAt: shops.bankChangedAt,
      })
      .from(shops)
      .where(eq(shops.id, payee.shopId))
      .for('update')
    if (!row) return null
    const { status, ...rest } = row
    return { ...rest, active: status === 'active' }
  }
  const [row] = await tx
    .select({
      available: affiliateAccounts.balance,
      bankCode: affiliateAccounts.bankCode,
      bankAccountNumber: affiliateAccounts.bankAccountNumber,
      bankAccountHolder: affiliateAccounts.bankAccountHolder,
      bankChangedAt: affiliateAccounts.bankChangedAt,
    })
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.userId, payee.userId))
    .for('update')
  return row ? { ...row, active: true } : null
}

/**
 * Tells the payee's open pages their balance changed: a shop's managers get `balance.updated`,
 * an affiliate `affiliate.updated`. Inside a transaction, the event leaves only if it commits.
 */
export async function publishPayeeBalance(db: Executor, events: EventBus, payee: Payee) {
  if (payee.kind === 'shop') return publishShopBalance(db, events, payee.shopId)
  await publishAffiliateUpdated(db, events, payee.userId)
}
