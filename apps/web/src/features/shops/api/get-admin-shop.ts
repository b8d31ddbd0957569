import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

export function useAdminShop(id: string) {
  return useQuery({
    queryKey: ['admin', 'shops', 'detail', id],
    queryFn: ({ signal }) => callApi(adminApi.shop, { params: { id } }, { signal }),
    retry: false,
  })
}
