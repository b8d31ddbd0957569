import { zodResolver } from '@hookform/resolvers/zod'
import { type ActiveShop, UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { useQueryClient } from '@tanstack/react-query'
import { ExternalLink, Users } from 'lucide-react'
import { useCallback, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { authClient } from '@/features/auth/api/auth-client'
import { useLiveEvent } from '@/features/events/live-events'
import { useSession } from '@/features/session/hooks/use-session'
import {
  activeShopQueryKey,
  useActiveShop,
  useUpdateShopProfile,
} from '@/features/shops/api/active-shop'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { t } from '@/locales/id'

/** /app/dashboard: the active shop and what its owner can do next. */
export function DashboardPage() {
  const session = useSession()
  const queryClient = useQueryClient()
  const shop = useActiveShop(session.organizationId)
  const canManage = session.role === 'owner' || session.role === 'admin'

  // Another member saved the profile: show it without a reload.
  useLiveEvent(
    'shop.updated',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: activeShopQueryKey(session.organizationId) })
    }, [queryClient, session.organizationId]),
  )

  if (shop.isPending) return <Skeleton className="h-48 w-full" />
  if (shop.error || !shop.data) {
    return <Alert variant="destructive">{shop.error?.message ?? t.errors.generic}</Alert>
  }

  return (
    <div className="grid gap-6">
      <title>{`${t.app.dashboard} — ${shop.data.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{t.app.dashboard}</h1>
        <p className="text-muted-foreground">{t.app.welcome(session.name ?? '')}</p>
      </div>
      <ShopCard shop={shop.data} />
      <section aria-labelledby="langkah-berikutnya" className="grid gap-4">
        <h2 id="langkah-berikutnya" className="font-semibold text-lg">
          {t.app.nextSteps}
        </h2>
        {canManage ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <ProfileForm shop={shop.data} />
            <InviteForm organizationId={shop.data.id} />
          </div>
        ) : (
          <Alert>{t.app.memberNote}</Alert>
        )}
      </section>
    </div>
  )
}

function ShopCard({ shop }: { shop: ActiveShop }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{shop.name}</CardTitle>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {`${window.location.host}/${shop.slug}`}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {t.app.members(shop.memberCount)}
          </span>
          <span>{t.app.status[shop.status]}</span>
        </p>
      </CardHeader>
      <CardContent>{shop.description || t.app.noDescription}</CardContent>
    </Card>
  )
}

function ProfileForm({ shop }: { shop: ActiveShop }) {
  const session = useSession()
  const update = useUpdateShopProfile(session.organizationId)
  const form = useForm<UpdateShopProfileInput>({
    resolver: zodResolver(UpdateShopProfileInput),
    values: { name: shop.name, description: shop.description },
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input)
      toast({ title: t.saved })
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.message : t.errors.generic,
      })
    }
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.app.profileTitle}</CardTitle>
        <p className="text-muted-foreground text-sm">{t.app.profileLead}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {form.formState.errors.root ? (
            <Alert variant="destructive">{form.formState.errors.root.message}</Alert>
          ) : null}
          <FormField label={t.organization.nameLabel} error={form.formState.errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField
            label={t.app.descriptionLabel}
            error={form.formState.errors.description?.message}
          >
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            className="justify-self-start"
          >
            {form.formState.isSubmitting ? t.processing : t.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

const InviteInput = z.object({
  email: z.email({ error: 'Email tidak valid.' }),
  role: z.enum(['member', 'admin']),
})
type InviteInput = z.infer<typeof InviteInput>

function InviteForm({ organizationId }: { organizationId: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<InviteInput>({
    resolver: zodResolver(InviteInput),
    defaultValues: { email: '', role: 'member' },
  })
  const submit = form.handleSubmit(async ({ email, role }) => {
    const { error } = await authClient.organization.inviteMember({ email, role, organizationId })
    if (error) {
      form.setError('root', { message: error.message || t.errors.generic })
      return
    }
    setSentTo(email)
    form.reset({ email: '', role })
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.app.inviteTitle}</CardTitle>
        <p className="text-muted-foreground text-sm">{t.app.inviteLead}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {form.formState.errors.root ? (
            <Alert variant="destructive">{form.formState.errors.root.message}</Alert>
          ) : null}
          {sentTo ? <Alert variant="success">{t.app.inviteSent(sentTo)}</Alert> : null}
          <FormField label={t.app.inviteEmail} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label={t.app.inviteRole}>
            <select
              className="h-10 rounded-md border bg-card px-3 text-sm"
              {...form.register('role')}
            >
              <option value="member">{t.roles.member}</option>
              <option value="admin">{t.roles.admin}</option>
            </select>
          </FormField>
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            className="justify-self-start"
          >
            {form.formState.isSubmitting ? t.processing : t.app.inviteSubmit}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
