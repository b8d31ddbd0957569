import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { shopKeys } from './query-keys'

export function useAdminShop(id: string) {
  return useQuery({
    queryKey: shopKeys.adminDetail(id),
    queryFn: ({ signal }) => callApi(adminApi.shop, { params: { id } }, { signal }),
    retry: false,
  })
}
