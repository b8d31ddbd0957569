import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { TAX_PPH22_ACCOUNT } from '../ledger/accounts.ts'

/**
 * What the bukti potong, their list and the admin's report are read from: the ledger's own
 * `tax_pph22` entries, so they equal the ledger by construction (decision 0044). One line per
 * shop, WIB month and order: the sale's withholding in the month it was paid, its reversal (a
 * refund or chargeback) in the month it happened, as a negative line. A sale reversed in its own
 * month nets to nothing and is left out.
 */
export interface WithholdingLine {
  shopId: string
  period: string
  orderNumber: string
  paidAt: Date
  gross: number
  withheld: number
}

interface Row {
  shop_id: string
  period: string
  order_number: string
  paid_at: Date | string
  gross: number | string
  withheld: number | string
}

/** The WIB month of an entry, as 'YYYY-MM', the same on PostgreSQL and PGlite whatever the zone. */
const PERIOD = sql`to_char((e.created_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`

export async function readWithholdingLines(
  db: Executor,
  where: { shopId?: string; from?: Date; to?: Date },
): Promise<WithholdingLine[]> {
  const filters: SQL[] = [sql`e.account = ${TAX_PPH22_ACCOUNT}`]
  if (where.shopId) filters.push(sql`e.shop_id = ${where.shopId}`)
  if (where.from) filters.push(sql`e.created_at >= ${where.from.toISOString()}::timestamptz`)
  if (where.to) filters.push(sql`e.created_at < ${where.to.toISOString()}::timestamptz`)
  const rows = await queryRows<Row>(
    db,
    sql`select e.shop_id, ${PERIOD} as period, o.number as order_number, o.paid_at,
          sum(case when e.amount > 0 then o.price else -o.price end) as gross,
          sum(e.amount) as withheld
        from ledger_entries e
        join orders o on o.id = e.order_id
        where ${sql.join(filters, sql` and `)}
        group by e.shop_id, ${PERIOD}, o.id, o.number, o.paid_at
        having sum(e.amount) <> 0
        order by e.shop_id, period, min(e.id)`,
  )
  return rows.map((row) => ({
    shopId: row.shop_id,
    period: row.period,
    orderNumber: row.order_number,
    paidAt: new Date(row.paid_at),
    gross: Number(row.gross),
    withheld: Number(row.withheld),
  }))
}

/**
 * A bukti potong's number, `BP22-YYYYMM-NNNNNN`: the month and the shop's withholding serial —
 * the id of the shop's first `tax_pph22` entry, which the append-only ledger never changes — so
 * the same shop and month always get the same number and no two shops share one.
 */
export const slipNumber = (period: string, serial: number) =>
  `BP22-${period.replace('-', '')}-${String(serial).padStart(6, '0')}`

/** Each shop's withholding serial (see `slipNumber`). */
export async function withholdingSerials(
  db: Executor,
  shopIds: readonly string[],
): Promise<Map<string, number>> {
  if (shopIds.length === 0) return new Map()
  const rows = await queryRows<{ shop_id: string; serial: number | string }>(
    db,
    sql`select shop_id, min(id) as serial from ledger_entries
        where account = ${TAX_PPH22_ACCOUNT} and shop_id = any(${sql.param([...shopIds])}::text[])
        group by shop_id`,
  )
  return new Map(rows.map((row) => [row.shop_id, Number(row.serial)]))
}

/** Lines summed per (shop, period), in their order. */
export function sumLines(lines: readonly WithholdingLine[]) {
  const sums = new Map<
    string,
    { shopId: string; period: string; gross: number; withheld: number; sales: number }
  >()
  for (const line of lines) {
    const key = `${line.shopId}|${line.period}`
    const sum = sums.get(key) ?? {
      shopId: line.shopId,
      period: line.period,
      gross: 0,
      withheld: 0,
      sales: 0,
    }
    sum.gross += line.gross
    sum.withheld += line.withheld
    // A sale counts in the month its withholding stands; a later reversal is a negative line.
    if (line.withheld > 0) sum.sales += 1
    sums.set(key, sum)
  }
  return [...sums.values()]
}
