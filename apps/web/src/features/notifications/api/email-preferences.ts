import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { EmailPreferences } from '@pasarprompt/contracts/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { notificationKeys } from './query-keys'

/** GET /api/v1/account/email-preferences: the switches of Profil. */
export function useEmailPreferences(uid: string | null) {
  return useQuery({
    queryKey: notificationKeys.emailPreferences(uid),
    queryFn: ({ signal }) => callApi(accountApi.emailPreferences, {}, { signal }),
    enabled: Boolean(uid),
  })
}

/** PUT /api/v1/account/email-preferences: every switch at once; the answer replaces the cache. */
export function useUpdateEmailPreferences(uid: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EmailPreferences) => callApi(accountApi.updateEmailPreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.emailPreferences(uid), saved),
  })
}
