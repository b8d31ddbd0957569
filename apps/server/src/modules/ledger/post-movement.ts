import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { affiliateAccounts, ledgerEntries, shops } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'
import { parseAffiliateAccount, parseShopAccount, type ShopBucket } from './accounts.ts'

export interface LedgerEntryInput {
  account: string
  amount: number
}

export interface Movement {
  /** sale, gateway_fee, release, refund, chargeback, … */
  kind: string
  orderId?: string
  payoutId?: string
  /** When the money moved, if not now (a payment confirmed by the gateway at its own time). */
  at?: Date
  shopId?: string
  entries: LedgerEntryInput[]
}

const balanceColumn: Record<ShopBucket, 'balance' | 'heldBalance' | 'reservedBalance'> = {
  available: 'balance',
  held: 'heldBalance',
  reserved: 'reservedBalance',
}

/**
 * Appends one movement to the ledger and applies it to the balance rows it touches — a shop's
 * (`shops`) or an affiliate's (`affiliate_accounts`, created on first use) — in the caller's
 * transaction, so a balance row always equals its ledger sums. The amounts must sum to zero (the
 * database checks it again at commit). Returns the shops whose balance changed.
 */
export function postMovement(tx: Transaction, actor: Actor, movement: Movement): Promise<string[]> {
  return postMovements(tx, actor, [movement])
}

/**
 * Several movements of one event (a sale and its gateway fee) as `postMovement` posts one, with
 * one insert for all their entries and one update per balance row: each statement is a round
 * trip inside a transaction that holds the shop's balance row locked.
 */
export async function postMovements(
  tx: Transaction,
  actor: Actor,
  movements: Movement[],
): Promise<string[]> {
  const { rows, changes } = ledgerRowsOf(actor, movements)
  if (rows.length === 0) return []
  await tx.insert(ledgerEntries).values(rows)

  const touched = new Set<string>()
  // Balance rows are updated (and so locked) in one fixed order — shops, then affiliates, each by
  // account name — so two movements touching the same rows queue instead of deadlocking.
  for (const [account, amount] of [...changes].sort(([a], [b]) => byLockOrder(a, b))) {
    if (amount === 0) continue
    if (await changeAffiliateBalance(tx, { actor, account, amount })) continue
    const shopAccount = parseShopAccount(account)
    if (!shopAccount) continue
    const column = shops[balanceColumn[shopAccount.bucket]]
    await tx
      .update(shops)
      .set({ [balanceColumn[shopAccount.bucket]]: sql`${column} + ${amount}` })
      .where(eq(shops.id, shopAccount.shopId))
    touched.add(shopAccount.shopId)
  }
  return [...touched]
}

/**
 * The ledger rows of some movements and what they change per account, checked: integer amounts
 * that sum to zero within each movement. `postMovements` writes them; a sale's settlement writes
 * them inside its one statement (`mark-order-paid.ts`).
 */
export function ledgerRowsOf(actor: Actor, movements: Movement[]) {
  const rows: (typeof ledgerEntries.$inferInsert)[] = []
  const changes = new Map<string, number>()
  for (const movement of movements) {
    const entries = movement.entries.filter((entry) => entry.amount !== 0)
    if (entries.some((entry) => !Number.isSafeInteger(entry.amount))) {
      throw new Error(`ledger: ${movement.kind} has a non-integer amount`)
    }
    if (entries.reduce((sum, entry) => sum + entry.amount, 0) !== 0) {
      throw new Error(`ledger: ${movement.kind} does not sum to zero`)
    }
    const movementId = randomUUID()
    for (const entry of entries) {
      rows.push({
        ...stampInsert(actor, {
          movementId,
          kind: movement.kind,
          account: entry.account,
          amount: entry.amount,
          shopId: parseShopAccount(entry.account)?.shopId ?? movement.shopId ?? null,
          orderId: movement.orderId ?? null,
          payoutId: movement.payoutId ?? null,
        }),
        ...(movement.at ? { createdAt: movement.at, lastUpdated: movement.at } : {}),
      })
      changes.set(entry.account, (changes.get(entry.account) ?? 0) + entry.amount)
    }
  }
  return { rows, changes }
}

export interface ChangeAffiliateBalanceOptions {
  actor: Actor
  account: string
  amount: number
}

/**
 * Applies one change to an affiliate's balance row (created on first use); false when `account`
 * is not an affiliate's.
 */
export async function changeAffiliateBalance(
  tx: Transaction,
  { actor, account, amount }: ChangeAffiliateBalanceOptions,
): Promise<boolean> {
  const affiliate = parseAffiliateAccount(account)
  if (!affiliate) return false
  const key = balanceColumn[affiliate.bucket]
  // The row first (empty), then the change: an upsert would check the proposed row's values
  // against `reserved_balance >= 0` before seeing the conflict, refusing every release of a
  // reservation. Doing nothing on conflict keeps two first movements at once safe.
  await tx
    .insert(affiliateAccounts)
    .values(stampInsert(actor, { userId: affiliate.userId }))
    .onConflictDoNothing({ target: affiliateAccounts.userId })
  await tx
    .update(affiliateAccounts)
    .set({ [key]: sql`${affiliateAccounts[key]} + ${amount}` })
    .where(eq(affiliateAccounts.userId, affiliate.userId))
  return true
}

const lockRank = (account: string) =>
  parseShopAccount(account) ? 0 : parseAffiliateAccount(account) ? 1 : 2

function byLockOrder(a: string, b: string) {
  return lockRank(a) - lockRank(b) || (a < b ? -1 : a > b ? 1 : 0)
}
