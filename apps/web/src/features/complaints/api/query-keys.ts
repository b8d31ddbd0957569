import { adminKeys, sellerKeys } from '@/lib/query-keys'

/**
 * The complaints' cache keys: the buyer's (by order and the receipt token that opened it), the
 * shop's (under the active shop) and staff's; `complaint.updated` refreshes all of them.
 */
export const complaintKeys = {
  all: ['complaints'] as const,
  buyer: (orderId: string, token: string | null) =>
    ['complaints', 'buyer', orderId, token] as const,
  shop: (organizationId: string | null, orderId: string) =>
    [...sellerKeys.shop(organizationId), 'complaints', orderId] as const,
  adminList: (status: string) => [...adminKeys.all, 'complaints', 'list', status] as const,
  adminDetail: (id: string) => [...adminKeys.all, 'complaints', 'detail', id] as const,
}
