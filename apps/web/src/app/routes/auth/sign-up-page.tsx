import { zodResolver } from '@hookform/resolvers/zod'
import { NewPassword } from '@pasarprompt/contracts/password'
import { ProfileName } from '@pasarprompt/contracts/profile'
import { emailVerifiedPath, safeReturnPath } from '@pasarprompt/contracts/return-path'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { signUpWithEmail } from '@/features/auth/api/email-sign-in'
import { usePublicConfig } from '@/features/auth/api/public-config'
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button'
import { WaitlistForm } from '@/features/waitlist/components/waitlist-form'
import { cn } from '@/lib/cn'
import { ApiError } from '@/lib/http'
import { refreshSession } from '@/lib/session/get-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

// The server's rules for a new account's name and password.
const signUpSchema = z.object({
  name: ProfileName,
  email: z.email({ error: auth.validation.email }),
  password: NewPassword,
})

type SignUpValues = z.infer<typeof signUpSchema>

/**
 * /sign-up. In waitlist mode (the admin's 'Mode pendaftaran') it shows the waitlist form, and the
 * account form only to someone who says they were invited, or who came from the invitation
 * email (`?email=`); the server refuses an account for any other address either way.
 */
export function SignUpPage() {
  const [searchParams] = useSearchParams()
  const email = searchParams.get('email') ?? ''
  const config = usePublicConfig({ fresh: true })
  const [invited, setInvited] = useState(email !== '')
  // The mode may have changed since this tab read it: wait for the fresh answer (or its failure).
  if (!config.isFetchedAfterMount && !config.error) {
    return <Skeleton className="h-96 w-full" aria-label={common.loading} />
  }
  if (config.data?.signUpMode !== 'waitlist') return <SignUpForm />
  if (invited) {
    return <SignUpForm invitationOnly onBackToWaitlist={() => setInvited(false)} />
  }
  return (
    <div>
      <title>{`${auth.waitlist.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{auth.waitlist.title}</h1>
      <p className="mt-1 text-muted-foreground">{auth.waitlist.lead}</p>
      <WaitlistForm defaultEmail={email} />
      <p className="mt-6 text-center text-muted-foreground text-sm">
        {auth.waitlist.haveInvitation}{' '}
        <button
          type="button"
          onClick={() => setInvited(true)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {auth.waitlist.useInvitation}
        </button>
      </p>
      <SignInLink className="mt-2" />
    </div>
  )
}

function SignInLink({ className = 'mt-6' }: { className?: string }) {
  const [searchParams] = useSearchParams()
  return (
    <p className={cn('text-center text-muted-foreground text-sm', className)}>
      {auth.signUp.haveAccount}{' '}
      <Link
        to={paths.auth.signIn(searchParams.get('redirect'))}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {auth.signUp.signIn}
      </Link>
    </p>
  )
}

/** Name, email and password: a new account (better-auth's email sign-up). */
function SignUpForm({
  invitationOnly = false,
  onBackToWaitlist,
}: {
  /** Waitlist mode: only an invited address gets an account. */
  invitationOnly?: boolean
  onBackToWaitlist?: () => void
}) {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const [formError, setFormError] = useState<string | null>(null)
  const returnTo = safeReturnPath(searchParams.get('redirect'))
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    // The receipt's and the waitlist's invitations link here with the address (`?email=`).
    defaultValues: { name: '', email: searchParams.get('email') ?? '', password: '' },
  })

  async function signUp(values: SignUpValues) {
    setFormError(null)
    try {
      // The mailed link brings them back where they signed up from (a path on this site only).
      const { error } = await signUpWithEmail({
        ...values,
        callbackURL: emailVerifiedPath(returnTo),
      })
      if (error) {
        setFormError(error.message ?? common.errors.generic)
        return
      }
      await refreshSession()
      navigate(paths.auth.awaitingVerification(returnTo), { replace: true })
    } catch (caught) {
      // better-auth's client throws only when no response arrived; our HTTP client explains itself.
      setFormError(caught instanceof ApiError ? caught.message : common.errors.network)
    }
  }

  return (
    <div>
      <title>{`${auth.signUp.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-2xl">{auth.signUp.title}</h1>
      <p className="mt-1 text-muted-foreground">
        {invitationOnly ? auth.waitlist.invitedLead : auth.signUp.lead}
      </p>

      {formError ? (
        <Alert variant="destructive" className="mt-6">
          {formError}
        </Alert>
      ) : null}

      <GoogleSignInButton
        className="mt-6"
        callbackURL={returnTo ?? paths.marketplace.home}
        errorCallbackURL={paths.auth.signIn()}
      />

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

      {onBackToWaitlist ? (
        <p className="mt-6 text-center text-sm">
          <button
            type="button"
            onClick={onBackToWaitlist}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {auth.waitlist.backToWaitlist}
          </button>
        </p>
      ) : null}
      <SignInLink className={onBackToWaitlist ? 'mt-2' : 'mt-6'} />
    </div>
  )
}
