import {
  PPH22_EXEMPT_TURNOVER,
  PPH22_RATE_BP,
  type StatementStatus,
} from '@pasarprompt/contracts/tax'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, shopTaxProfiles } from '../../db/schema.ts'
import { wibYear, yearRange } from './tax-calendar.ts'

type Profile = typeof shopTaxProfiles.$inferSelect

/**
 * Whether a shop's statement exempts its sales now (decision 0044): it does for the tax year it
 * names (WIB), unless staff rejected it, and only while the shop's paid turnover on PasarPrompt
 * in that year is at most Rp 500 juta — a statement that turned out untrue exempts no more.
 */
export function statementStatus(
  profile: Pick<Profile, 'statementYear' | 'statementKey' | 'statementRejectedAt'> | undefined,
  year: number,
  turnover: number,
): StatementStatus | null {
  if (!profile?.statementKey || profile.statementYear === null) return null
  if (profile.statementRejectedAt) return 'rejected'
  if (profile.statementYear !== year) return 'other_year'
  if (turnover > PPH22_EXEMPT_TURNOVER) return 'exceeded'
  return 'valid'
}

/** The shop's paid (not reversed) sales in a WIB year, in rupiah. */
export async function paidTurnover(db: Executor, shopId: string, year: number): Promise<number> {
  const { from, to } = yearRange(year)
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.price}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.status, 'paid'),
        gte(orders.paidAt, from),
        lt(orders.paidAt, to),
      ),
    )
  return Number(row?.total ?? 0)
}

export async function readTaxProfile(
  db: Executor,
  shopId: string,
  options: { lock?: boolean } = {},
): Promise<Profile | undefined> {
  const query = db.select().from(shopTaxProfiles).where(eq(shopTaxProfiles.shopId, shopId))
  const [profile] = options.lock ? await query.for('share') : await query
  return profile
}

/**
 * The PPh 22 rate a new order of the shop carries (snapshotted like the commission): 0 while its
 * statement counts, else `PPH22_RATE_BP`. The turnover is read only for a shop with a statement
 * of this year, so most checkouts pay for one primary-key read. `lock` reads the profile
 * `FOR SHARE` (an order's insert: a rejection committing meanwhile waits for it).
 */
export async function pph22RateFor(
  db: Executor,
  { shopId, at, lock = false }: { shopId: string; at: Date; lock?: boolean },
): Promise<number> {
  const profile = await readTaxProfile(db, shopId, { lock })
  const year = wibYear(at)
  if (statementStatus(profile, year, 0) !== 'valid') return PPH22_RATE_BP
  const turnover = await paidTurnover(db, shopId, year)
  return statementStatus(profile, year, turnover) === 'valid' ? 0 : PPH22_RATE_BP
}
