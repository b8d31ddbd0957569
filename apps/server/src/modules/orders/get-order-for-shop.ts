import type { SellerOrderDetail } from '@pasarprompt/contracts/orders-for-shop'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaints, ledgerEntries, orders, prompts, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { MANAGERS, type ShopContext } from '../auth/guards.ts'
import { parseShopAccount, shopAccount } from '../ledger/accounts.ts'
import { getReviewForShopOrder } from '../reviews/get-review-for-shop-order.ts'
import { sellerOrderColumns, toSellerOrder } from './list-orders-for-shop.ts'

/**
 * One order of the active shop. Another shop's order is a 404 like a missing one, so an id
 * reveals nothing. Members get the order without its money (split, rates and ledger entries).
 */
export async function getOrderForShop(
  db: Executor,
  shop: ShopContext,
  orderId: string,
): Promise<SellerOrderDetail> {
  const [row] = await db
    .select({
      ...sellerOrderColumns,
      promptSlug: prompts.slug,
      buyerUserId: orders.buyerUserId,
      paymentMethod: orders.paymentMethod,
      commissionBp: orders.commissionBp,
      affiliateBp: orders.affiliateBp,
      releaseAt: orders.releaseAt,
      releasedAt: orders.releasedAt,
      closedAt: orders.closedAt,
      buyerVerified: users.emailVerified,
    })
    .from(orders)
    .leftJoin(complaints, eq(complaints.orderId, orders.id))
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .leftJoin(users, eq(users.id, orders.buyerUserId))
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shop.organizationId)))
  if (!row) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')

  const manager = MANAGERS.includes(shop.role)
  const entries = manager
    ? await db
        .select({
          id: ledgerEntries.id,
          at: ledgerEntries.createdAt,
          kind: ledgerEntries.kind,
          account: ledgerEntries.account,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.orderId, row.id),
            inArray(
              ledgerEntries.account,
              (['held', 'available', 'reserved'] as const).map((bucket) =>
                shopAccount(shop.organizationId, bucket),
              ),
            ),
          ),
        )
        .orderBy(asc(ledgerEntries.id))
    : []

  return {
    ...toSellerOrder(row, shop),
    promptSlug: row.promptSlug,
    buyerHasAccount: row.buyerUserId !== null && row.buyerVerified === true,
    paymentMethod: row.paymentMethod,
    commissionBp: manager ? row.commissionBp : null,
    affiliateBp: manager ? row.affiliateBp : null,
    releaseAt: row.releaseAt?.toISOString() ?? null,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    review: await getReviewForShopOrder(db, shop.organizationId, row.id),
    entries: entries.map((entry) => ({
      id: Number(entry.id),
      at: entry.at.toISOString(),
      kind: entry.kind,
      bucket: parseShopAccount(entry.account)?.bucket ?? 'held',
      amount: Number(entry.amount),
    })),
  }
}
