import { purchasesQueryKey } from '@/lib/session/purchased-prompts'

/**
 * The cache keys of orders and purchases, in one place: a live `order.updated` event or a
 * finished payment invalidates each family at once.
 */
export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderId: string, token: string | null) => ['orders', 'detail', orderId, token] as const,
  list: (uid: string | null) => ['orders', 'list', uid] as const,
}

export const purchaseKeys = {
  all: purchasesQueryKey,
  one: (productId: string, access: { orderId: string; token: string } | null) =>
    ['purchases', 'one', productId, access?.orderId ?? null, access?.token ?? null] as const,
}

export const simulatorKeys = {
  transaction: (paymentToken: string) => ['simulator', 'transaction', paymentToken] as const,
  paymentCode: (paymentToken: string, method: string) =>
    ['simulator', 'payment-code', paymentToken, method] as const,
}
