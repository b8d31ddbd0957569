import type {
  ShopTransaction,
  ShopTransactionList,
  TransactionListQuery,
  TransactionStatus,
} from '@pasarprompt/contracts/ledger-for-shop'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { decodeCursor } from '../../lib/cursor.ts'
import { toPage } from '../../lib/keyset.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { type ShopBucket, shopAccount } from './accounts.ts'

type Numeric = number | string

interface Row {
  id: Numeric
  created_at: Date | string
  kind: string
  held: Numeric
  available: Numeric
  reserved: Numeric
  held_after: Numeric
  available_after: Numeric
  reserved_after: Numeric
  order_number: string | null
  prompt_title: string | null
  order_status: string | null
  price: number | null
  platform_fee: number | null
  affiliate_fee: number | null
  pph22_withheld: number | null
  seller_net: number | null
  release_at: Date | string | null
  released_at: Date | string | null
  payout_id: string | null
  payout_status: string | null
}

export function requireMoneyAccess(shop: ShopContext) {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat melihat transaksi.')
}

/**
 * The shop's money, one row per event (a ledger movement: a sale, a release, a refund, a payout
 * request, approval or rejection), newest first, with where it stands now and each bucket's
 * balance right after it. The balances are running sums over all of the shop's entries, so they
 * are right on every page and the newest equal the shop's row. With `bucket`, only the events
 * that touched it.
 */
export async function listShopTransactions(
  db: Executor,
  shop: ShopContext,
  query: TransactionListQuery,
): Promise<ShopTransactionList> {
  requireMoneyAccess(shop)
  const before = query.cursor ? (decodeCursor(query.cursor, ['number'])[0] as number) : null
  const account = (bucket: ShopBucket) => shopAccount(shop.organizationId, bucket)
  const [held, available, reserved] = [account('held'), account('available'), account('reserved')]
  const rows = await queryRows<Row>(
    db,
    sql`
      with entries as (
        select e.id, e.movement_id, e.created_at, e.kind, e.account, e.amount, e.order_id,
          e.payout_id,
          sum(case when e.account = ${held} then e.amount else 0 end) over running as held_after,
          sum(case when e.account = ${available} then e.amount else 0 end) over running
            as available_after,
          sum(case when e.account = ${reserved} then e.amount else 0 end) over running
            as reserved_after
        from ledger_entries e
        where e.account in (${held}, ${available}, ${reserved})
        window running as (order by e.id)
      ),
      events as (
        select max(id) as id, min(created_at) as created_at, min(kind) as kind,
          (array_agg(order_id))[1] as order_id, (array_agg(payout_id))[1] as payout_id,
          sum(case when account = ${held} then amount else 0 end) as held,
          sum(case when account = ${available} then amount else 0 end) as available,
          sum(case when account = ${reserved} then amount else 0 end) as reserved,
          (array_agg(held_after order by id desc))[1] as held_after,
          (array_agg(available_after order by id desc))[1] as available_after,
          (array_agg(reserved_after order by id desc))[1] as reserved_after
        from entries
        group by movement_id
        ${query.bucket ? sql`having bool_or(account = ${account(query.bucket)})` : sql``}
      )
      select ev.*, o.number as order_number, o.prompt_title, o.status as order_status, o.price,
        o.platform_fee, o.affiliate_fee, o.pph22_withheld, o.seller_net, o.release_at, o.released_at,
        p.status as payout_status
      from events ev
      left join orders o on o.id = ev.order_id
      left join payouts p on p.id = ev.payout_id
      ${before === null ? sql`` : sql`where ev.id < ${before}`}
      order by ev.id desc
      limit ${query.limit + 1}`,
  )
  return toPage(rows, query.limit, (row) => [Number(row.id)], toTransaction)
}

const BUCKETS: ShopBucket[] = ['held', 'available', 'reserved']

function toTransaction(row: Row): ShopTransaction {
  const deltas = BUCKETS.map((bucket) => ({ bucket, amount: Number(row[bucket]) }))
  const out = deltas.filter((d) => d.amount < 0).sort((a, b) => a.amount - b.amount)[0]
  const into = deltas.filter((d) => d.amount > 0).sort((a, b) => b.amount - a.amount)[0]
  const isSale = row.kind === 'sale' && row.price !== null
  return {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    kind: row.kind,
    status: statusOf(row),
    amount: Math.max(into?.amount ?? 0, -(out?.amount ?? 0)),
    from: out?.bucket ?? null,
    to: into?.bucket ?? null,
    balanceAfter: {
      held: Number(row.held_after),
      available: Number(row.available_after),
      reserved: Number(row.reserved_after),
    },
    orderNumber: row.order_number,
    promptTitle: row.prompt_title,
    payoutId: row.payout_id,
    releaseAt:
      isSale && row.order_status === 'paid' && !row.released_at && row.release_at
        ? new Date(row.release_at).toISOString()
        : null,
    sale: isSale
      ? {
          gross: row.price ?? 0,
          platformFee: row.platform_fee ?? 0,
          affiliateFee: row.affiliate_fee ?? 0,
          pph22: row.pph22_withheld ?? 0,
          net: row.seller_net ?? 0,
        }
      : null,
  }
}

/** Where the event stands now: a sale follows its order, a request its payout. */
function statusOf(row: Row): TransactionStatus {
  if (row.kind === 'sale') {
    if (row.order_status === 'refunded') return 'refunded'
    if (row.order_status === 'chargeback') return 'chargeback'
    return row.released_at ? 'available' : 'held'
  }
  if (row.kind === 'payout_request') {
    if (row.payout_status === 'approved') return 'sent'
    if (row.payout_status === 'rejected') return 'rejected'
    return 'processing'
  }
  if (row.kind === 'payout_approved') return 'sent'
  return 'done'
}
