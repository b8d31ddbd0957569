import type {
  CommissionOverview,
  PlatformSettingsInput,
} from '@pasarprompt/contracts/admin-platform'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'

const settingsKey = ['admin', 'settings']

export function useCommissionOverview() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => http.get<CommissionOverview>('/api/v1/admin/settings', { signal }),
  })
}

export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) =>
      http.put<CommissionOverview>('/api/v1/admin/settings', input),
    onSuccess: (overview) => queryClient.setQueryData(settingsKey, overview),
  })
}
