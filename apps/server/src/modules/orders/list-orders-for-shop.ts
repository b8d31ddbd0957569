import { ACTIVE_COMPLAINT_STATUSES } from '@pasarprompt/contracts/complaints'
import type {
  SellerOrder,
  SellerOrderList,
  SellerOrderListQuery,
} from '@pasarprompt/contracts/orders-for-shop'
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, orders } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { MANAGERS, type ShopContext } from '../auth/guards.ts'

export const sellerOrderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  promptId: orders.promptId,
  promptTitle: orders.promptTitle,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  price: orders.price,
  platformFee: orders.platformFee,
  affiliateFee: orders.affiliateFee,
  pph22Withheld: orders.pph22Withheld,
  sellerNet: orders.sellerNet,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  complaintId: complaints.id,
  complaintStatus: complaints.status,
}

type OrderRow = {
  [K in keyof typeof sellerOrderColumns]: (typeof sellerOrderColumns)[K]['_']['data'] | null
} & { id: string; createdAt: Date }

/** The split is the shop's money: owners and admins see it, members do not (DESIGN.md §4). */
export const toSellerOrder = (row: OrderRow, shop: ShopContext): SellerOrder =>
  toOrderSummary(row, MANAGERS.includes(shop.role))

/** An order as a list shows it; `withMoney` adds the split of a paid order. */
export function toOrderSummary(row: OrderRow, withMoney: boolean): SellerOrder {
  const showMoney = withMoney && row.sellerNet !== null
  return {
    id: row.id,
    number: row.number ?? '',
    status: row.status ?? 'pending',
    promptId: row.promptId ?? '',
    promptTitle: row.promptTitle ?? '',
    buyerName: row.buyerName ?? '',
    buyerEmail: row.buyerEmail ?? '',
    price: row.price ?? 0,
    split: showMoney
      ? {
          platformFee: row.platformFee ?? 0,
          affiliateFee: row.affiliateFee ?? 0,
          pph22: row.pph22Withheld ?? 0,
          sellerNet: row.sellerNet ?? 0,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    complaint:
      row.complaintId && row.complaintStatus
        ? { id: row.complaintId, status: row.complaintStatus }
        : null,
  }
}

/** The active shop's orders, newest first (keyset pages); any member. */
export async function listOrdersForShop(
  db: Executor,
  shop: ShopContext,
  query: SellerOrderListQuery,
): Promise<SellerOrderList> {
  const keyset = newestFirst(query.cursor, orders.createdAt, orders.id)
  const filters: (SQL | undefined)[] = [eq(orders.shopId, shop.organizationId)]
  if (query.status) filters.push(eq(orders.status, query.status))
  if (query.complaint === 'active') {
    filters.push(inArray(complaints.status, ACTIVE_COMPLAINT_STATUSES))
  }
  if (query.q) {
    const pattern = likePattern(query.q)
    filters.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.buyerName, pattern),
        ilike(orders.buyerEmail, pattern),
        ilike(orders.promptTitle, pattern),
      ),
    )
  }
  filters.push(keyset.after)
  const rows = await db
    .select(sellerOrderColumns)
    .from(orders)
    .leftJoin(complaints, eq(complaints.orderId, orders.id))
    .where(and(...filters))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => toSellerOrder(row, shop),
  )
}
