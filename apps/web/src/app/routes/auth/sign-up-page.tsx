import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button'
import { authClient } from '@/lib/auth-client'
import { ApiError } from '@/lib/http'
import { refreshSession } from '@/lib/session/get-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

// The password limits match the server's better-auth configuration.
const signUpSchema = z.object({
  name: z.string().trim().min(2, { error: auth.validation.name }),
  email: z.email({ error: auth.validation.email }),
  password: z
    .string()
    .min(8, { error: auth.validation.passwordMin })
    .max(128, { error: auth.validation.passwordMax }),
})

type SignUpValues = z.infer<typeof signUpSchema>

export function SignUpPage() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const redirect = searchParams.get('redirect')
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    // The receipt's invitation links here with the buyer's address (`?email=`).
    defaultValues: { name: '', email: searchParams.get('email') ?? '', password: '' },
  })

  async function signUp(values: SignUpValues) {
    setFormError(null)
    try {
      const { error } = await authClient.signUp.email({
        ...values,
        callbackURL: paths.auth.emailVerified,
      })
      if (error) {
        setFormError(error.message ?? common.errors.generic)
        return
      }
      await refreshSession()
      navigate(paths.auth.verifyEmail, { replace: true })
    } catch (caught) {
      // better-auth's client throws only when no response arrived; our HTTP client explains itself.
      setFormError(caught instanceof ApiError ? caught.message : common.errors.network)
    }
  }

  return (
    <div>
      <title>{`${auth.signUp.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{auth.signUp.title}</h1>
      <p className="mt-1 text-muted-foreground">{auth.signUp.lead}</p>

      {formError ? (
        <Alert variant="destructive" className="mt-6">
          {formError}
        </Alert>
      ) : null}

      <GoogleSignInButton className="mt-6" callbackURL={paths.marketplace.home} />

      <form noValidate onSubmit={handleSubmit(signUp)} className="mt-6 grid gap-4">
        <FormField label={auth.fields.name} error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label={auth.fields.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          label={auth.fields.password}
          error={errors.password?.message}
          hint={auth.fields.passwordHint}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
          {isSubmitting ? common.processing : auth.signUp.submit}
        </Button>
      </form>

      <p className="mt-6 text-center text-muted-foreground text-sm">
        {auth.signUp.haveAccount}{' '}
        <Link
          to={paths.auth.signIn(redirect)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {auth.signUp.signIn}
        </Link>
      </p>
    </div>
  )
}
