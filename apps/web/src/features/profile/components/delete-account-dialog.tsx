import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { forgetDeletedAccount } from '@/lib/session/get-session'
import { toast } from '@/lib/toast-store'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { useDeleteAccount } from '../api/account-security'

const text = account.deletion

/**
 * 'Hapus akun' and its confirmation with the password. The server refuses (with the reason)
 * while a shop of the user holds money or needs them as its owner.
 */
export function DeleteAccountButton({ hasPassword }: { hasPassword: boolean }) {
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setError(account.password.required)
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false)
        forgetDeletedAccount()
        toast({ title: text.deleted })
        navigate(paths.marketplace.home)
      },
      onError: (failure) => setError(failure.message || common.errors.generic),
    })
  }

  return (
    <>
      {hasPassword ? null : <p className="mb-3">{account.password.noPassword}</p>}
      <Button
        type="button"
        variant="destructive"
        disabled={!hasPassword}
        onClick={() => {
          setPassword('')
          setError(null)
          setOpen(true)
        }}
      >
        {text.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={text.confirmTitle}
          description={text.confirmLead}
          closeLabel={common.close}
        >
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Alert variant="destructive">{text.lead}</Alert>
            <FormField label={text.password} error={error ?? undefined}>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {common.cancel}
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {remove.isPending ? common.processing : text.confirm}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  )
}
