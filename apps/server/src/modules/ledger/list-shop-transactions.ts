import type {
  ShopTransaction,
  ShopTransactionList,
  TransactionListQuery,
} from '@pasarprompt/contracts/seller-transactions'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { decodeCursor } from '../../lib/cursor.ts'
import { toPage } from '../../lib/keyset.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { type ShopBucket, shopAccount } from './accounts.ts'

interface Row {
  id: number
  created_at: Date | string
  kind: string
  account: string
  amount: number | string
  balance_after: number | string
  order_number: string | null
  prompt_title: string | null
  payout_id: string | null
}

export function requireMoneyAccess(shop: ShopContext) {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat melihat transaksi.')
}

/**
 * The shop's ledger entries, newest first, each with its bucket's balance right after it. The
 * running balance is a window over all of the shop's entries, so it is right on every page and
 * its newest value equals the balance on the shop's row.
 */
export async function listShopTransactions(
  db: Executor,
  shop: ShopContext,
  query: TransactionListQuery,
): Promise<ShopTransactionList> {
  requireMoneyAccess(shop)
  const before = query.cursor ? (decodeCursor(query.cursor, ['number'])[0] as number) : null
  const buckets: ShopBucket[] = query.bucket ? [query.bucket] : ['held', 'available', 'reserved']
  const accounts = buckets.map((bucket) => shopAccount(shop.organizationId, bucket))
  const rows = await queryRows<Row>(
    db,
    sql`
      with entries as (
        select e.id, e.created_at, e.kind, e.account, e.amount, e.order_id, e.payout_id,
          sum(e.amount) over (partition by e.account order by e.id) as balance_after
        from ledger_entries e
        where e.account in (${sql.join(
          accounts.map((account) => sql`${account}`),
          sql`, `,
        )})
      )
      select entries.id, entries.created_at, entries.kind, entries.account, entries.amount,
        entries.balance_after, o.number as order_number, o.prompt_title, entries.payout_id
      from entries left join orders o on o.id = entries.order_id
      ${before === null ? sql`` : sql`where entries.id < ${before}`}
      order by entries.id desc
      limit ${query.limit + 1}`,
  )
  return toPage(rows, query.limit, (row) => [Number(row.id)], toTransaction)
}

const toTransaction = (row: Row): ShopTransaction => ({
  id: Number(row.id),
  at: new Date(row.created_at).toISOString(),
  kind: row.kind,
  bucket: row.account.slice(row.account.lastIndexOf(':') + 1) as ShopBucket,
  amount: Number(row.amount),
  balanceAfter: Number(row.balance_after),
  orderNumber: row.order_number,
  promptTitle: row.prompt_title,
  payoutId: row.payout_id,
})
