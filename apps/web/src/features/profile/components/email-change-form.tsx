import type { Profile } from '@pasarprompt/contracts/profile'
import { type FormEvent, useState } from 'react'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { useChangeEmail } from '../api/account-security'

const text = account.email
const NewEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email terlalu panjang.' })
  .pipe(z.email({ error: 'Alamat email tidak valid.' }))

/**
 * The current address and a new one, with the current password: the link goes to the new
 * address, and the account keeps the old one until that link is opened.
 */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const change = useChangeEmail()
  const [value, setValue] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [passwordError, setPasswordError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = NewEmail.safeParse(value)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null)
    if (parsed.data === profile.email.toLowerCase()) return setError(text.same)
    setError(null)
    if (!password) return setPasswordError(text.passwordMissing)
    setPasswordError(null)
    change.mutate(
      { newEmail: parsed.data, password },
      {
        onSuccess: () => {
          setSentTo(parsed.data)
          setValue('')
          setPassword('')
        },
        onError: (failure) => setPasswordError(failure.message || common.errors.generic),
      },
    )
  }

  return (
    <div className="grid gap-4">
      <div className="text-sm">
        <p className="text-muted-foreground">{text.current}</p>
        <p className="font-medium text-foreground">
          {profile.email}{' '}
          <span className={profile.emailVerified ? 'text-primary' : 'text-muted-foreground'}>
            · {profile.emailVerified ? text.verified : text.unverified}
          </span>
        </p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={text.newEmail} error={error ?? undefined} className="flex-1">
          <Input
            type="email"
            autoComplete="email"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormField>
        <FormField label={text.password} error={passwordError ?? undefined} className="flex-1">
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" className="sm:mt-7" disabled={change.isPending}>
          {change.isPending ? common.processing : text.submit}
        </Button>
      </form>
      {sentTo ? <Alert variant="success">{text.sent(sentTo)}</Alert> : null}
    </div>
  )
}
