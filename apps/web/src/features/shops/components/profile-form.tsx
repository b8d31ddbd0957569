import { zodResolver } from '@hookform/resolvers/zod'
import { type ActiveShop, UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { useSession } from '@/features/session/hooks/use-session'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { t } from '@/locales/id'
import { useUpdateShopProfile } from '../api/active-shop'

/** The shop's name and description (owners and admins). */
export function ProfileForm({ shop }: { shop: ActiveShop }) {
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
