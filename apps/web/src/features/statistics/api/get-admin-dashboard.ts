import type { AdminDashboard } from '@pasarprompt/contracts/admin-platform'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function useAdminDashboard(range: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) =>
      http.get<AdminDashboard>(`/api/v1/admin/dashboard?range=${range}`, { signal }),
    placeholderData: keepPreviousData,
  })
}
