import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { authClient } from '@/lib/auth-client'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { shopKeys } from '../api/query-keys'

const InviteInput = z.object({
  email: z.email({ error: 'Email tidak valid.' }),
  role: z.enum(['member', 'admin']),
})
type InviteInput = z.infer<typeof InviteInput>

/** Invites a teammate by email, as a member or an admin (better-auth's invitation). */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const form = useForm<InviteInput>({
    resolver: zodResolver(InviteInput),
    defaultValues: { email: '', role: 'member' },
  })
  const submit = form.handleSubmit(async ({ email, role }) => {
    const { error } = await authClient.organization.inviteMember({ email, role, organizationId })
    if (error) {
      form.setError('root', { message: error.message || common.errors.generic })
      return
    }
    setSentTo(email)
    await queryClient.invalidateQueries({ queryKey: shopKeys.invitations(organizationId) })
    form.reset({ email: '', role })
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{seller.app.inviteTitle}</CardTitle>
        <p className="text-muted-foreground text-sm">{seller.app.inviteLead}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {form.formState.errors.root ? (
            <Alert variant="destructive">{form.formState.errors.root.message}</Alert>
          ) : null}
          {sentTo ? <Alert variant="success">{seller.app.inviteSent(sentTo)}</Alert> : null}
          <FormField label={seller.app.inviteEmail} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label={seller.app.inviteRole}>
            <select
              className="h-10 rounded-md border bg-card px-3 text-sm"
              {...form.register('role')}
            >
              <option value="member">{common.roles.member}</option>
              <option value="admin">{common.roles.admin}</option>
            </select>
          </FormField>
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            className="justify-self-start"
          >
            {form.formState.isSubmitting ? common.processing : seller.app.inviteSubmit}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
