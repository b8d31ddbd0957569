import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { statisticsKeys } from './query-keys'

export function useAdminDashboard(range: number) {
  return useQuery({
    queryKey: statisticsKeys.platformDashboard(range),
    queryFn: ({ signal }) => callApi(adminApi.dashboard, { query: { range } }, { signal }),
    placeholderData: keepPreviousData,
  })
}
