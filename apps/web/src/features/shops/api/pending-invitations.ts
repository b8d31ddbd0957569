import type { PendingInvitation } from '@pasarprompt/contracts/session'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export const pendingInvitationsQueryKey = ['account', 'invitations']

export function usePendingInvitations(enabled: boolean) {
  return useQuery({
    queryKey: pendingInvitationsQueryKey,
    queryFn: ({ signal }) =>
      http.get<PendingInvitation[]>('/api/v1/account/invitations', { signal }),
    enabled,
  })
}
