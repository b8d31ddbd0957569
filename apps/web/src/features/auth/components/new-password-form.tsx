import { zodResolver } from '@hookform/resolvers/zod'
import { NewPassword } from '@pasarprompt/contracts/password'
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
import { refreshSession } from '@/lib/session/get-session'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

const newPasswordSchema = z
  .object({
    newPassword: NewPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    error: auth.validation.passwordMismatch,
    path: ['confirmPassword'],
  })

type NewPasswordValues = z.infer<typeof newPasswordSchema>

/** Sets a new password with the emailed link's token; every session is then signed out. */
export function NewPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [tokenRejected, setTokenRejected] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })

  async function resetPassword({ newPassword }: NewPasswordValues) {
    setFormError(null)
    try {
      const { error } = await authClient.resetPassword({ newPassword, token })
      if (error) {
        setFormError(error.message ?? common.errors.generic)
        setTokenRejected(error.code === 'INVALID_TOKEN')
        return
      }
      setDone(true)
    } catch {
      setFormError(common.errors.network)
      return
    }
    // The server signs out every session of the account, this browser's included.
    await refreshSession().catch(() => undefined)
  }

  if (done) {
    return (
      <div className="mt-6 grid gap-4">
        <Alert variant="success">{auth.resetPassword.done}</Alert>
        <Button asChild className="w-full">
          <Link to={paths.auth.signIn()}>{auth.resetPassword.signIn}</Link>
        </Button>
      </div>
    )
  }

  return (
    <>
      {formError ? (
        <div className="mt-6 grid gap-2">
          <Alert variant="destructive">{formError}</Alert>
          {tokenRejected ? (
            <Link
              to={paths.auth.resetPassword}
              className="justify-self-start font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              {auth.resetPassword.requestNewLink}
            </Link>
          ) : null}
        </div>
      ) : null}

      <form noValidate onSubmit={handleSubmit(resetPassword)} className="mt-6 grid gap-4">
        <FormField
          label={auth.fields.newPassword}
          error={errors.newPassword?.message}
          hint={auth.fields.passwordHint}
        >
          <Input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label={auth.fields.confirmPassword} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? common.processing : auth.resetPassword.submit}
        </Button>
      </form>
    </>
  )
}
