import { formatDate } from '@pasarprompt/contracts/format'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import {
  pendingInvitationsQueryKey,
  usePendingInvitations,
} from '@/features/shops/api/pending-invitations'
import { authClient } from '@/lib/auth-client'
import { cn } from '@/lib/cn'
import { refreshSession } from '@/lib/session/get-session'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

/** /authentication/organization/approve: accept or reject the invitations sent to your email. */
export function ApproveInvitationPage() {
  const session = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const highlighted = params.get('invitationId')
  const invitations = usePendingInvitations(session.isLoggedIn)
  const [busy, setBusy] = useState<string | null>(null)

  if (session.isLoading) return <Skeleton className="h-48 w-full" />
  if (!session.isLoggedIn) {
    const back = `/authentication/organization/approve${highlighted ? `?invitationId=${highlighted}` : ''}`
    return <Navigate to={paths.auth.signIn(back)} replace />
  }

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
    await queryClient.invalidateQueries({ queryKey: pendingInvitationsQueryKey })
    await refreshSession()
    if (accept) {
      toast({ title: auth.invitations.accepted })
      navigate(paths.app.dashboard)
    } else {
      toast({ title: auth.invitations.rejected })
    }
  }

  return (
    <div className="grid gap-5">
      <title>{`${auth.invitations.title} — ${common.brand.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{auth.invitations.title}</h1>
        <p className="mt-1 text-muted-foreground">{auth.invitations.lead(session.email ?? '')}</p>
      </div>
      {!session.emailVerified ? (
        <Alert>
          {auth.invitations.verifyFirst}{' '}
          <Link to={paths.auth.verifyEmail} className="font-medium text-primary underline">
            {auth.invitations.verifyLink}
          </Link>
        </Alert>
      ) : invitations.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : invitations.data && invitations.data.length > 0 ? (
        <ul className="grid gap-3">
          {invitations.data.map((invitation) => (
            <li
              key={invitation.id}
              className={cn(
                'rounded-lg border p-4',
                invitation.id === highlighted && 'border-primary',
              )}
            >
              <p className="font-semibold">{invitation.organizationName}</p>
              <p className="text-muted-foreground text-sm">
                {auth.invitations.detail(
                  invitation.inviterName,
                  common.roles[invitation.role],
                  formatDate(invitation.expiresAt),
                )}
              </p>
              <div className="mt-3 flex gap-2">
                <Button disabled={busy !== null} onClick={() => void respond(invitation.id, true)}>
                  {auth.invitations.accept}
                </Button>
                <Button
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => void respond(invitation.id, false)}
                >
                  {auth.invitations.reject}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Alert>
          {auth.invitations.none}{' '}
          <Link to={paths.auth.organization} className="font-medium text-primary underline">
            {auth.invitations.toOrganizations}
          </Link>
        </Alert>
      )}
    </div>
  )
}
