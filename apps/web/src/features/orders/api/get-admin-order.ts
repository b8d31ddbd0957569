import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) => callApi(adminApi.order, { params: { id } }, { signal }),
    retry: false,
  })
}
