import { zodResolver } from '@hookform/resolvers/zod'
import { CreateShopInput } from '@pasarprompt/contracts/shops'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { ApiError, isApiError } from '@/lib/http'
import { refreshSession } from '@/lib/session/get-session'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'
import { createShop } from '../api/create-shop'
import { useSlugAvailability } from '../hooks/use-slug-availability'
import { slugFromName } from './slug-from-name'

/** Opens a new shop: its name, and an address suggested from it that is checked as it is typed. */
export function CreateShopForm() {
  const navigate = useNavigate()
  const form = useForm<CreateShopInput>({
    resolver: zodResolver(CreateShopInput),
    defaultValues: { name: '', slug: '' },
  })
  const [slugEdited, setSlugEdited] = useState(false)
  const name = useWatch({ control: form.control, name: 'name' })
  const slug = useWatch({ control: form.control, name: 'slug' })
  const availability = useSlugAvailability(slug)

  useEffect(() => {
    if (!slugEdited) form.setValue('slug', slugFromName(name))
  }, [name, slugEdited, form])

  const submit = form.handleSubmit(async (input) => {
    try {
      await createShop(input)
      await refreshSession()
      toast({ title: auth.organization.created })
      navigate(paths.app.dashboard)
    } catch (error) {
      // A taken or look-alike name or slug names its field; a day's limit (429) has none.
      const fields = error instanceof ApiError ? error.fields : []
      for (const field of fields) {
        const name = field.path.replace(/^body\./, '')
        if (name === 'name' || name === 'slug') form.setError(name, { message: field.message })
      }
      if (fields.length > 0) return
      if (isApiError(error, 'SHOP_SLUG_TAKEN')) {
        form.setError('slug', { message: error.message })
      } else {
        form.setError('root', {
          message: error instanceof ApiError ? error.message : common.errors.generic,
        })
      }
    }
  })

  const slugError = form.formState.errors.slug?.message ?? availability?.message ?? undefined
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {form.formState.errors.root ? (
        <Alert variant="destructive">{form.formState.errors.root.message}</Alert>
      ) : null}
      <FormField label={common.shopNameLabel} error={form.formState.errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField
        label={auth.organization.slugLabel}
        error={slugError}
        hint={
          availability?.available
            ? auth.organization.slugAvailable(`${window.location.origin}/${availability.slug}`)
            : auth.organization.slugHint
        }
      >
        <Input
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('slug', { onChange: () => setSlugEdited(true) })}
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? common.processing : auth.organization.createSubmit}
      </Button>
    </form>
  )
}
