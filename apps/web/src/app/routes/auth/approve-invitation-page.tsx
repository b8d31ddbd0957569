import { Link, Navigate, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { usePendingInvitations } from '@/features/shops/api/pending-invitations'
import { InvitationList } from '@/features/shops/components/invitation-list'
import { useSession } from '@/lib/session/use-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

/** /authentication/organization/approve: accept or reject the invitations sent to your email. */
export function ApproveInvitationPage() {
  const session = useSession()
  const [params] = useSearchParams()
  const highlighted = params.get('invitationId')
  const invitations = usePendingInvitations(session.isLoggedIn)

  if (session.isLoading) return <Skeleton className="h-48 w-full" />
  if (!session.isLoggedIn) {
    return <Navigate to={paths.auth.signIn(paths.auth.approveInvitation(highlighted))} replace />
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
        <InvitationList invitations={invitations.data} highlighted={highlighted} />
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
