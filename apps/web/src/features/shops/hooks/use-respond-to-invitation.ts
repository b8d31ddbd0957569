import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { refreshSession } from '@/lib/session/get-session'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'
import { shopKeys } from '../api/query-keys'

/**
 * Accepts (then opens the shop's dashboard) or rejects an invitation; `busy` holds the one being
 * answered, so no second answer starts meanwhile.
 */
export function useRespondToInvitation() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)

  const respond = async (invitationId: string, accept: boolean) => {
    setBusy(invitationId)
    const { error } = accept
      ? await authClient.organization.acceptInvitation({ invitationId })
      : await authClient.organization.rejectInvitation({ invitationId })
    setBusy(null)
    if (error) {
      toast({ title: error.message || common.errors.generic, variant: 'destructive' })
      return
    }
    await queryClient.invalidateQueries({ queryKey: shopKeys.pendingInvitations })
    await refreshSession()
    if (accept) {
      toast({ title: auth.invitations.accepted })
      navigate(paths.app.dashboard)
    } else {
      toast({ title: auth.invitations.rejected })
    }
  }
  return { busy, respond }
}
