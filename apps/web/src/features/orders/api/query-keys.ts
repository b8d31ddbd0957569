import { adminKeys, publicRootKeys, purchaseRootKeys, sellerKeys } from '@/lib/query-keys'

/**
 * The cache keys of orders and purchases, in one place: a live `order.updated` event or a
 * finished payment invalidates each family at once.
 */
export const orderKeys = {
  all: publicRootKeys.orders,
  detail: (orderId: string, token: string | null) => ['orders', 'detail', orderId, token] as const,
  list: (uid: string | null) => ['orders', 'list', uid] as const,
  adminAll: [...adminKeys.all, 'orders'] as const,
  adminList: (filters: unknown) => [...adminKeys.all, 'orders', filters] as const,
  adminDetail: (id: string) => [...adminKeys.all, 'orders', 'detail', id] as const,
  shopList: (organizationId: string | null, status: string, q: string) =>
    [...sellerKeys.shop(organizationId), 'orders', status, q] as const,
  shopDetail: (organizationId: string | null, id: string) =>
    [...sellerKeys.shop(organizationId), 'orders', 'detail', id] as const,
  shopCustomers: (organizationId: string | null, q: string) =>
    [...sellerKeys.shop(organizationId), 'customers', q] as const,
}

export const purchaseKeys = {
  all: purchaseRootKeys.all,
  one: (
    productId: string,
    access: { orderId: string; token: string } | null,
    version: number | null = null,
  ) =>
    [
      'purchases',
      'one',
      productId,
      access?.orderId ?? null,
      access?.token ?? null,
      version,
    ] as const,
}

export const simulatorKeys = {
  transaction: (paymentToken: string) => ['simulator', 'transaction', paymentToken] as const,
  paymentCode: (paymentToken: string, method: string) =>
    ['simulator', 'payment-code', paymentToken, method] as const,
}
