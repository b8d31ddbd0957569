import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { orderKeys } from './query-keys'

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(adminApi.refundOrder, { params: { id }, body: { reason } }),
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'orders', 'detail', id], order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.adminAll })
    },
  })
}
