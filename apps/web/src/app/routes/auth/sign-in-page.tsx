import { zodResolver } from '@hookform/resolvers/zod'
import { safeReturnPath } from '@pasarprompt/contracts/return-path'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { signInWithEmail } from '@/features/auth/api/email-sign-in'
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button'
import { ApiError } from '@/lib/http'
import { refreshSession } from '@/lib/session/get-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

const signInSchema = z.object({
  email: z.email({ error: auth.validation.email }),
  password: z.string().min(1, { error: auth.validation.passwordRequired }),
})

type SignInValues = z.infer<typeof signInSchema>

export function SignInPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const redirect = searchParams.get('redirect')
  // Google's way back when the server refused the account (no invitation in waitlist mode).
  const refusal = auth.errors[searchParams.get('error') ?? ''] ?? null
  const [formError, setFormError] = useState<string | null>(refusal)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  })

  async function signIn(values: SignInValues) {
    setFormError(null)
    try {
      const { error } = await signInWithEmail(values)
      if (error) {
        setFormError(error.message ?? common.errors.generic)
        return
      }
      await refreshSession()
      navigate(safeReturnPath(redirect) ?? paths.marketplace.home, { replace: true })
    } catch (caught) {
      // better-auth's client throws only when no response arrived; our HTTP client explains itself.
      setFormError(caught instanceof ApiError ? caught.message : common.errors.network)
    }
  }

  return (
    <div>
      <title>{`${auth.signIn.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{auth.signIn.title}</h1>
      <p className="mt-1 text-muted-foreground">{auth.signIn.lead}</p>

      {formError ? (
        <Alert variant="destructive" className="mt-6">
          {formError}
        </Alert>
      ) : null}

      <GoogleSignInButton
        className="mt-6"
        callbackURL={safeReturnPath(redirect) ?? paths.marketplace.home}
        errorCallbackURL={paths.auth.signIn(redirect)}
      />

      <form noValidate onSubmit={handleSubmit(signIn)} className="mt-6 grid gap-4">
        <FormField label={auth.fields.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label={auth.fields.password} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Link
          to={paths.auth.resetPassword}
          className="justify-self-end font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          {auth.signIn.forgotPassword}
        </Link>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? common.processing : auth.signIn.submit}
        </Button>
      </form>

      <p className="mt-6 text-center text-muted-foreground text-sm">
        {auth.signIn.noAccount}{' '}
        <Link
          to={paths.auth.signUp({ redirect })}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {auth.signIn.signUp}
        </Link>
      </p>
    </div>
  )
}
