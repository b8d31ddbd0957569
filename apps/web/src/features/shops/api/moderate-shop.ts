import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { shopKeys } from './query-keys'

export function useShopModeration(id: string) {
  const queryClient = useQueryClient()
  const settle = (shop: AdminShopDetail) => {
    queryClient.setQueryData(['admin', 'shops', 'detail', id], shop)
    void queryClient.invalidateQueries({ queryKey: shopKeys.adminAll })
  }
  return {
    suspend: useMutation({
      mutationFn: (reason: string) =>
        callApi(adminApi.suspendShop, { params: { id }, body: { reason } }),
      onSuccess: settle,
    }),
    reactivate: useMutation({
      mutationFn: () => callApi(adminApi.reactivateShop, { params: { id } }),
      onSuccess: settle,
    }),
    commission: useMutation({
      mutationFn: (commissionBp: number | null) =>
        callApi(adminApi.setShopCommission, { params: { id }, body: { commissionBp } }),
      onSuccess: settle,
    }),
  }
}
