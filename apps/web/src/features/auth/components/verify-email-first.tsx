import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

/** Opening a shop needs a verified email: says so, and sends the link again on request. */
export function VerifyEmailFirst({ email }: { email: string }) {
  const [sent, setSent] = useState(false)
  const resend = async () => {
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: paths.auth.emailVerified,
    })
    if (error) toast({ title: error.message || common.errors.generic, variant: 'destructive' })
    else setSent(true)
  }
  return (
    <Alert>
      <p>{auth.organization.verifyFirst(email)}</p>
      <Button variant="link" className="h-auto px-0" disabled={sent} onClick={() => void resend()}>
        {sent ? auth.organization.verificationSent : auth.organization.resendVerification}
      </Button>
    </Alert>
  )
}
