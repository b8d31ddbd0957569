import { emailVerifiedPath } from '@pasarprompt/contracts/return-path'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

const RESEND_COOLDOWN_SECONDS = 30

/** Where the link went, and a resend button with a cooldown the server's limit asks for. */
export function AwaitingVerification({ email }: { email: string }) {
  const [searchParams] = useSearchParams()
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
        callbackURL: emailVerifiedPath(searchParams.get('redirect')),
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
