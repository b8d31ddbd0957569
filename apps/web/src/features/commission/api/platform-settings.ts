import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { PlatformSettingsInput } from '@pasarprompt/contracts/settings'
import type { SignUpMode } from '@pasarprompt/contracts/waitlist'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { adminKeys, publicRootKeys } from '@/lib/query-keys'
import { commissionKeys } from './query-keys'

export function useCommissionOverview() {
  return useQuery({
    queryKey: commissionKeys.overview,
    queryFn: ({ signal }) => callApi(adminApi.settings, {}, { signal }),
  })
}

export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) => callApi(adminApi.updateSettings, { body: input }),
    onSuccess: (overview) => queryClient.setQueryData(commissionKeys.overview, overview),
  })
}

/** Terbuka or Daftar tunggu: applies at once, so the public config this tab holds is refreshed. */
export function useUpdateSignUpMode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (signUpMode: SignUpMode) =>
      callApi(adminApi.updateSignUpMode, { body: { signUpMode } }),
    onSuccess: (overview) => {
      queryClient.setQueryData(commissionKeys.overview, overview)
      // The public config this tab holds, and the sidebar's waitlist badge (0 while open).
      void queryClient.invalidateQueries({ queryKey: publicRootKeys.config })
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => adminKeys.isAccess(query.queryKey),
      })
    },
  })
}
