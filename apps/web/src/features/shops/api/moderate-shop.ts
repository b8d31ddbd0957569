import type { AdminShopDetail } from '@pasarprompt/contracts/admin-shops'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function useShopModeration(id: string) {
  const queryClient = useQueryClient()
  const settle = (shop: AdminShopDetail) => {
    queryClient.setQueryData(['admin', 'shops', 'detail', id], shop)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'shops'] })
  }
  return {
    suspend: useMutation({
      mutationFn: (reason: string) =>
        http.post<AdminShopDetail>(`/api/v1/admin/shops/${id}/suspend`, { reason }),
      onSuccess: settle,
    }),
    reactivate: useMutation({
      mutationFn: () => http.post<AdminShopDetail>(`/api/v1/admin/shops/${id}/reactivate`, {}),
      onSuccess: settle,
    }),
    commission: useMutation({
      mutationFn: (commissionBp: number | null) =>
        http.put<AdminShopDetail>(`/api/v1/admin/shops/${id}/commission`, { commissionBp }),
      onSuccess: settle,
    }),
  }
}
