import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'
import { AwaitingVerification } from './awaiting-verification'
import { EmailVerified } from './email-verified'

/** What the verification page says: verified, waiting for the link, or sign in first. */
export function VerificationStatus({
  justVerified,
  linkFailed,
}: {
  justVerified: boolean
  linkFailed: boolean
}) {
  const session = useSession()
  if (justVerified) return <EmailVerified />
  if (session.isLoading) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{common.loading}</span>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-10 w-full" />
      </div>
    )
  }
  // An old or reused link does not matter once the address is verified.
  if (session.isLoggedIn && session.emailVerified) return <EmailVerified />
  return (
    <>
      {linkFailed ? <Alert variant="destructive">{auth.verifyEmail.invalidLink}</Alert> : null}
      {session.isLoggedIn && session.email ? (
        <AwaitingVerification email={session.email} />
      ) : (
        <SignInPrompt />
      )}
    </>
  )
}

function SignInPrompt() {
  return (
    <>
      <p className="text-muted-foreground">{auth.verifyEmail.signedOut}</p>
      <Button asChild className="w-full">
        <Link to={paths.auth.signIn(paths.auth.verifyEmail)}>{auth.verifyEmail.signIn}</Link>
      </Button>
    </>
  )
}
