import type { ShopRole } from '@pasarprompt/contracts/shops'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authClient } from '@/lib/auth-client'
import { sellerKeys } from '@/lib/query-keys'
import { common } from '@/locales/id/common'
import { shopKeys } from './query-keys'

/**
 * The shop's team through better-auth's organisation endpoints, which enforce the roles
 * (DESIGN.md §4: an admin never changes or removes the owner, a member changes nobody).
 */
const unwrap = <T>({ data, error }: { data: T | null; error: { message?: string } | null }) => {
  if (error || data === null) throw new Error(error?.message || common.errors.generic)
  return data
}

export function useMembers(organizationId: string) {
  return useQuery({
    queryKey: shopKeys.members(organizationId),
    queryFn: async () =>
      unwrap(await authClient.organization.listMembers({ query: { organizationId } })).members,
  })
}

export function useInvitations(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.invitations(organizationId),
    queryFn: async () =>
      unwrap(await authClient.organization.listInvitations({ query: { organizationId } })).filter(
        (invitation) => invitation.status === 'pending',
      ),
    enabled,
  })
}

export function useTeamActions(organizationId: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerKeys.shop(organizationId) })
  return {
    changeRole: useMutation({
      mutationFn: async (input: { memberId: string; role: ShopRole }) =>
        unwrap(await authClient.organization.updateMemberRole({ ...input, organizationId })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (memberId: string) =>
        unwrap(
          await authClient.organization.removeMember({ memberIdOrEmail: memberId, organizationId }),
        ),
      onSuccess: refresh,
    }),
    cancelInvitation: useMutation({
      mutationFn: async (invitationId: string) =>
        unwrap(await authClient.organization.cancelInvitation({ invitationId })),
      onSuccess: refresh,
    }),
  }
}
