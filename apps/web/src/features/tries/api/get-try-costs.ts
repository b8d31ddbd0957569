import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { tryKeys } from './query-keys'

/** GET /api/v1/admin/tries: the model, today's token budget and the cost per WIB day. */
export function useTryCosts() {
  return useQuery({
    queryKey: tryKeys.costs,
    queryFn: ({ signal }) => callApi(adminApi.tryCosts, {}, { signal }),
  })
}
