import { safeReturnPath } from '@pasarprompt/contracts/return-path'
import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { VerificationStatus } from '@/features/auth/components/verify-email/verification-status'
import { refreshSession } from '@/lib/session/get-session'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  // better-auth appends `error` to the callback URL, which already holds `status=verified`.
  const linkFailed = searchParams.has('error')
  const justVerified = searchParams.get('status') === 'verified' && !linkFailed
  // Signed up from a prompt page or checkout (or on the way to opening a shop): back there.
  const returnTo = safeReturnPath(searchParams.get('redirect'))
  const navigate = useNavigate()

  // Verifying signs the user in (or updates them), in whichever browser opened the link: the
  // whole app must see the new session, also on the page it goes back to.
  const refreshed = useRef(false)
  useEffect(() => {
    if (!justVerified || refreshed.current) return
    refreshed.current = true
    // On failure the session query keeps its last state and refetches on the next focus.
    const done = refreshSession().catch(() => undefined)
    if (!returnTo) return
    void done.then(() => {
      toast({ title: auth.verifyEmail.verified })
      void navigate(returnTo, { replace: true })
    })
  }, [justVerified, returnTo, navigate])

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
