import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { VerificationStatus } from '@/features/auth/components/verify-email/verification-status'
import { refreshSession } from '@/lib/session/get-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

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
