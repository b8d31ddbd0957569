import type { AdminOrderList, AdminOrderListQuery } from '@pasarprompt/contracts/admin-orders'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'
import { pageQuery } from '@/lib/page-query'

export function useAdminOrders(filters: Pick<AdminOrderListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: ['admin', 'orders', filters],
    fetchPage: (cursor, signal) =>
      http.get<AdminOrderList>(`/api/v1/admin/orders?${pageQuery(filters, cursor, 25)}`, {
        signal,
      }),
    keepPrevious: true,
  })
}
