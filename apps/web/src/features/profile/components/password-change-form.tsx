import { NewPassword } from '@pasarprompt/contracts/password'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast-store'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { useChangePassword } from '../api/account-security'

const text = account.password

/** The current password and a new one; every other device is signed out. */
export function PasswordChangeForm() {
  const change = useChangePassword()
  const [values, setValues] = useState({ current: '', next: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({})
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((old) => ({ ...old, [name]: event.target.value })),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: typeof errors = {}
    if (!values.current) found.current = text.required
    const next = NewPassword.safeParse(values.next)
    if (!next.success) found.next = next.error.issues[0]?.message
    if (values.confirm !== values.next) found.confirm = text.mismatch
    setErrors(found)
    if (Object.keys(found).length > 0) return
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' })
          toast({ title: text.changed })
        },
        onError: (error) => setErrors({ current: error.message || common.errors.generic }),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <FormField label={text.current} error={errors.current} className="sm:col-span-2">
        <Input type="password" autoComplete="current-password" {...field('current')} />
      </FormField>
      <FormField label={text.next} error={errors.next}>
        <Input type="password" autoComplete="new-password" {...field('next')} />
      </FormField>
      <FormField label={text.confirm} error={errors.confirm}>
        <Input type="password" autoComplete="new-password" {...field('confirm')} />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? common.processing : text.submit}
        </Button>
      </div>
    </form>
  )
}
