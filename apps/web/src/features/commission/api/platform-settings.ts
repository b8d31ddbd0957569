import type { PlatformSettingsInput } from '@pasarprompt/contracts/admin-platform'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

const settingsKey = ['admin', 'settings']

export function useCommissionOverview() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callApi(adminApi.settings, {}, { signal }),
  })
}

export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) => callApi(adminApi.updateSettings, { body: input }),
    onSuccess: (overview) => queryClient.setQueryData(settingsKey, overview),
  })
}
