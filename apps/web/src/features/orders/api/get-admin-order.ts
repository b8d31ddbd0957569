import type { AdminOrderDetail } from '@pasarprompt/contracts/admin-orders'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) => http.get<AdminOrderDetail>(`/api/v1/admin/orders/${id}`, { signal }),
    retry: false,
  })
}
