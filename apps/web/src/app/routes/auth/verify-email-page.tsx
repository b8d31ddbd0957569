import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { refreshSession } from '@/lib/session/get-session'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

const VERIFIED_CALLBACK_URL = paths.auth.emailVerified
const RESEND_COOLDOWN_SECONDS = 30

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  // better-auth appends `error` to the callback URL, which already holds `status=verified`.
  const linkFailed = searchParams.has('error')
  const justVerified = searchParams.get('status') === 'verified' && !linkFailed

  // Verifying signs the user in (or updates them): the whole app must see the new session.
  const refreshed = useRef(false)
  useEffect(() => {
    if (!justVerified || refreshed.current) return
    refreshed.current = true
    // On failure the session query keeps its last state and refetches on the next focus.
    refreshSession().catch(() => undefined)
  }, [justVerified])

  return (
    <div>
      <title>{`${auth.verifyEmail.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{auth.verifyEmail.title}</h1>
      <p className="mt-1 text-muted-foreground">{auth.verifyEmail.lead}</p>
      <div className="mt-6 grid gap-4">
        <VerificationStatus justVerified={justVerified} linkFailed={linkFailed} />
      </div>
    </div>
  )
}

function VerificationStatus({
  justVerified,
  linkFailed,
}: {
  justVerified: boolean
  linkFailed: boolean
}) {
  const session = useSession()
  if (justVerified) return <Verified />
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
  if (session.isLoggedIn && session.emailVerified) return <Verified />
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

function Verified() {
  return (
    <>
      <Alert variant="success">{auth.verifyEmail.verified}</Alert>
      <div className="grid gap-2">
        <Button asChild className="w-full">
          <Link to={paths.auth.organization}>{auth.verifyEmail.openShop}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.marketplace.home}>{auth.verifyEmail.toMarketplace}</Link>
        </Button>
      </div>
    </>
  )
}

function AwaitingVerification({ email }: { email: string }) {
  const [isSending, setIsSending] = useState(false)
  const [secondsLeft, setSecondsLeft] = useState(0)
  const [sendError, setSendError] = useState<string | null>(null)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  async function resend() {
    setIsSending(true)
    setSendError(null)
    try {
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: VERIFIED_CALLBACK_URL,
      })
      if (error) {
        setSendError(error.message ?? common.errors.generic)
        return
      }
      toast({ title: auth.verifyEmail.resent })
      // The server allows only a few sends a minute; the wait keeps a user from hitting that.
      setSecondsLeft(RESEND_COOLDOWN_SECONDS)
    } catch {
      setSendError(common.errors.network)
    } finally {
      setIsSending(false)
    }
  }

  let label: string = auth.verifyEmail.resend
  if (isSending) label = common.processing
  else if (secondsLeft > 0) label = auth.verifyEmail.resendIn(secondsLeft)

  return (
    <>
      <p>{auth.verifyEmail.sentTo(email)}</p>
      {sendError ? <Alert variant="destructive">{sendError}</Alert> : null}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={isSending || secondsLeft > 0}
        onClick={resend}
      >
        {label}
      </Button>
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
