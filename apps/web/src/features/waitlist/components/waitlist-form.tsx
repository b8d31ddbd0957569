import { zodResolver } from '@hookform/resolvers/zod'
import { WaitlistJoinInput } from '@pasarprompt/contracts/waitlist'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/http'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'
import { useJoinWaitlist } from '../api/join-waitlist'

type Values = z.input<typeof WaitlistJoinInput>

/**
 * `/sign-up` in waitlist mode: name and email go to the waitlist. The answer is the same for
 * every address, so the page says the same thing to everyone.
 */
export function WaitlistForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const join = useJoinWaitlist()
  const [joinedAs, setJoinedAs] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(WaitlistJoinInput),
    defaultValues: { name: '', email: defaultEmail },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync(values)
      setJoinedAs(values.email.trim().toLowerCase())
    } catch (caught) {
      if (caught instanceof ApiError) {
        for (const field of caught.fields) {
          const name = field.path.replace(/^body\./, '')
          if (name === 'name' || name === 'email') form.setError(name, { message: field.message })
        }
        if (caught.fields.length === 0) form.setError('root', { message: caught.message })
      } else {
        form.setError('root', { message: common.errors.network })
      }
    }
  })

  if (joinedAs) {
    return (
      <Alert variant="success" className="mt-6 grid gap-3">
        <p className="font-semibold text-base">{auth.waitlist.joinedTitle}</p>
        <p>{auth.waitlist.joined(joinedAs)}</p>
        <Link
          to={paths.marketplace.home}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {auth.waitlist.toMarketplace}
        </Link>
      </Alert>
    )
  }
  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      {errors.root ? <Alert variant="destructive">{errors.root.message}</Alert> : null}
      <FormField label={auth.fields.name} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={auth.fields.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? common.processing : auth.waitlist.submit}
      </Button>
    </form>
  )
}
