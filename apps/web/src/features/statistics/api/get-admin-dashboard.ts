import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

export function useAdminDashboard(range: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) => callApi(adminApi.dashboard, { query: { range } }, { signal }),
    placeholderData: keepPreviousData,
  })
}
