import type { AdminShopDetail } from '@pasarprompt/contracts/admin-shops'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function useAdminShop(id: string) {
  return useQuery({
    queryKey: ['admin', 'shops', 'detail', id],
    queryFn: ({ signal }) => http.get<AdminShopDetail>(`/api/v1/admin/shops/${id}`, { signal }),
    retry: false,
  })
}
