import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { AdminOrderListQuery } from '@pasarprompt/contracts/orders-for-admin'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { orderKeys } from './query-keys'

export function useAdminOrders(filters: Pick<AdminOrderListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: orderKeys.adminList(filters),
    fetchPage: (cursor, signal) =>
      callApi(adminApi.orders, { query: { limit: 25, ...filters, cursor } }, { signal }),
    keepPrevious: true,
  })
}
