import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { WaitlistStatus } from '@pasarprompt/contracts/waitlist'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { waitlistKeys } from './query-keys'

/** GET /api/v1/admin/waitlist, newest first, of one status or all, page after page. */
export function useAdminWaitlist(status: WaitlistStatus | undefined) {
  return useCursorList({
    queryKey: waitlistKeys.list(status ?? 'all'),
    fetchPage: (cursor, signal) =>
      callApi(adminApi.waitlist, { query: { status, limit: 25, cursor } }, { signal }),
    keepPrevious: true,
  })
}

/** Invites one person (or sends the invitation again); the lists and the sidebar's badge follow. */
export function useInviteFromWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(adminApi.inviteFromWaitlist, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
