import type { LeakTraceMatch, LeakTraceResult } from '@pasarprompt/contracts/leaks'
import { count, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { orders, organizations } from '../../db/schema.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { findLeakMarks, LEAK_MARK_BITS } from './leak-mark.ts'

export interface TraceLeakOptions {
  admin: AdminContext
  text: string
}

/** A window that passes the 8-bit checksum by chance: 1 in 256. */
const CHECKSUM_PASS = 2 ** -8

/**
 * "Lacak kebocoran" (issue 32, decision 0042): the orders whose marks a pasted text carries.
 * A copy that names an order by coincidence must pass the checksum and land on one of the
 * `n` marks in use out of 2^48, so `k` copies do it with chance (2^-8 · n / 2^48)^k. The trace
 * is audited with the text's length and what it found — never the text itself.
 */
export async function traceLeak(
  db: Database,
  { admin, text }: TraceLeakOptions,
): Promise<LeakTraceResult> {
  const found = findLeakMarks(text)
  const copiesFound = found.reduce((sum, { copies }) => sum + copies, 0)
  const rows =
    found.length === 0
      ? []
      : await db
          .select({
            orderId: orders.id,
            orderNumber: orders.number,
            orderStatus: orders.status,
            paidAt: orders.paidAt,
            buyerName: orders.buyerName,
            buyerEmail: orders.buyerEmail,
            promptId: orders.promptId,
            promptTitle: orders.promptTitle,
            shopName: organizations.name,
            leakMark: orders.leakMark,
          })
          .from(orders)
          .innerJoin(organizations, eq(organizations.id, orders.shopId))
          .where(
            inArray(
              orders.leakMark,
              found.map(({ mark }) => mark),
            ),
          )
  const byMark = new Map(rows.map((row) => [row.leakMark, row]))
  const matched = found.filter(({ mark }) => byMark.has(mark))
  const matchedCopies = matched.reduce((sum, { copies }) => sum + copies, 0)
  const [total] = matched.length > 0 ? await db.select({ orders: count() }).from(orders) : []
  const perCopy = CHECKSUM_PASS * (Math.max(total?.orders ?? 1, 1) / 2 ** LEAK_MARK_BITS)

  const matches: LeakTraceMatch[] = matched.map(({ mark, copies }) => {
    const { leakMark: _, paidAt, ...order } = byMark.get(mark) as (typeof rows)[number]
    return {
      ...order,
      paidAt: paidAt?.toISOString() ?? null,
      copies,
      share: copies / matchedCopies,
      coincidence: perCopy ** copies,
      level: copies >= 2 ? 'tinggi' : 'sedang',
    }
  })
  const result: LeakTraceResult = {
    characters: text.length,
    copiesFound,
    unmatchedCopies: copiesFound - matchedCopies,
    matches,
  }
  await recordAudit(db, admin, {
    action: 'leak.trace',
    // The order it named first, so the order's own history in Log audit lists its traces.
    targetType: matches[0] ? 'order' : 'leak_trace',
    targetId: matches[0]?.orderId ?? 'none',
    after: {
      characters: result.characters,
      copiesFound,
      unmatchedCopies: result.unmatchedCopies,
      orders: matches.map(({ orderId, orderNumber, copies }) => ({ orderId, orderNumber, copies })),
    },
  })
  return result
}
