import type { OrderView } from '@pasarprompt/contracts/orders'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { isValidOrderAccessToken } from '../../lib/order-access-token.ts'
import { selectOrderViews, toOrderView } from './order-view.ts'

export interface OrderViewer {
  userId: string | null
  /** The receipt link's signed token, if the viewer came with one. */
  token: string | undefined
}

export interface GetOrderOptions {
  secret: string
  orderId: string
  viewer: OrderViewer
}

/**
 * One order for its buyer: the account it belongs to, or whoever holds its signed token.
 * Anyone else gets the same 404 as for an order that does not exist.
 */
export async function getOrder(
  db: Executor,
  { secret, orderId, viewer }: GetOrderOptions,
): Promise<OrderView> {
  const [row] = await selectOrderViews(db).where(eq(orders.id, orderId)).limit(1)
  const allowed =
    row &&
    ((viewer.userId !== null && row.buyerUserId === viewer.userId) ||
      isValidOrderAccessToken(secret, orderId, viewer.token))
  if (!row || !allowed) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  return toOrderView(row)
}
