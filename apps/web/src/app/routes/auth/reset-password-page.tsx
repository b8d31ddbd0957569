import { useSearchParams } from 'react-router'
import { NewPasswordForm } from '@/features/auth/components/new-password-form'
import { RequestResetForm } from '@/features/auth/components/request-reset-form'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  // better-auth sends the emailed link here with `?token=`, or with `?error=` when it is bad.
  const linkFailed = searchParams.has('error')
  const token = linkFailed ? null : searchParams.get('token')

  return (
    <div>
      <title>{`${auth.resetPassword.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{auth.resetPassword.title}</h1>
      <p className="mt-1 text-muted-foreground">
        {token ? auth.resetPassword.newPasswordLead : auth.resetPassword.requestLead}
      </p>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm linkFailed={linkFailed} />}
    </div>
  )
}
