import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

const requestResetSchema = z.object({
  email: z.email({ error: auth.validation.email }),
})

type RequestResetValues = z.infer<typeof requestResetSchema>

const RATE_LIMITED = 429

/** Asks for a reset link by email; the answer never tells whether the account exists. */
export function RequestResetForm({ linkFailed }: { linkFailed: boolean }) {
  const [requested, setRequested] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestResetValues>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: '' },
  })

  async function requestReset({ email }: RequestResetValues) {
    setFormError(null)
    setRequested(false)
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: paths.auth.resetPassword,
      })
      // Any other failure could depend on whether the account exists, so it reads as sent.
      if (error?.status === RATE_LIMITED) {
        setFormError(error.message ?? common.errors.generic)
        return
      }
      setRequested(true)
    } catch {
      setFormError(common.errors.network)
    }
  }

  return (
    <>
      <div className="mt-6 grid gap-4 empty:hidden">
        {linkFailed && !requested ? (
          <Alert variant="destructive">{auth.resetPassword.invalidLink}</Alert>
        ) : null}
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        {requested ? <Alert variant="success">{auth.resetPassword.requested}</Alert> : null}
      </div>

      <form noValidate onSubmit={handleSubmit(requestReset)} className="mt-6 grid gap-4">
        <FormField label={auth.fields.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? common.processing : auth.resetPassword.sendLink}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.auth.signIn()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {auth.resetPassword.backToSignIn}
        </Link>
      </p>
    </>
  )
}
