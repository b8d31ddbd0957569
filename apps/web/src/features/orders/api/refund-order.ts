import type { AdminOrderDetail } from '@pasarprompt/contracts/admin-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) =>
      http.post<AdminOrderDetail>(`/api/v1/admin/orders/${id}/refund`, { reason }),
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'orders', 'detail', id], order)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
    },
  })
}
