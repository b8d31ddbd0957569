import { Mail } from 'lucide-react'
import { Link, Navigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { VerifyEmailFirst } from '@/features/auth/components/verify-email-first'
import { CreateShopForm } from '@/features/shops/components/create-shop-form'
import { YourShopsList } from '@/features/shops/components/your-shops-list'
import { useSession } from '@/lib/session/use-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

/** /authentication/organization: pick one of your shops, or open a new one. */
export function OrganizationPage() {
  const session = useSession()
  const shops = session.memberships.filter((membership) => membership.kind === 'shop')

  if (session.isLoading) return <Skeleton className="h-64 w-full" />
  if (!session.isLoggedIn)
    return <Navigate to={paths.auth.signIn(paths.auth.organization)} replace />

  return (
    <div className="grid gap-6">
      <title>{`${auth.organization.title} — ${common.brand.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{auth.organization.title}</h1>
        <p className="mt-1 text-muted-foreground">{auth.organization.lead}</p>
      </div>

      {session.pendingInvitationCount > 0 ? (
        <Alert>
          <span className="flex items-center gap-2">
            <Mail className="size-4" aria-hidden="true" />
            {auth.organization.pendingInvitations(session.pendingInvitationCount)}
          </span>
          <Link
            to={paths.auth.approveInvitation()}
            className="mt-1 block font-medium text-primary underline"
          >
            {auth.organization.seeInvitations}
          </Link>
        </Alert>
      ) : null}

      {shops.length > 0 ? <YourShopsList shops={shops} /> : null}

      <section aria-labelledby="buka-toko" className="grid gap-3">
        <h2 id="buka-toko" className="font-semibold">
          {auth.organization.createTitle}
        </h2>
        {session.emailVerified ? (
          <CreateShopForm />
        ) : (
          <VerifyEmailFirst email={session.email ?? ''} />
        )}
      </section>
    </div>
  )
}
