import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { orderKeys } from './query-keys'

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.adminDetail(id),
    queryFn: ({ signal }) => callApi(adminApi.order, { params: { id } }, { signal }),
    retry: false,
  })
}
