import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

export const pendingInvitationsQueryKey = ['account', 'invitations']

export function usePendingInvitations(enabled: boolean) {
  return useQuery({
    queryKey: pendingInvitationsQueryKey,
    queryFn: ({ signal }) => callApi(accountApi.invitations, {}, { signal }),
    enabled,
  })
}
