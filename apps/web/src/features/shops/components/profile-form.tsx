import { zodResolver } from '@hookform/resolvers/zod'
import { type ActiveShop, UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { useQueryClient } from '@tanstack/react-query'
import { ImageIcon, Trash2 } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { ImagePickerButton } from '@/components/image-picker-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { ApiError, isApiError } from '@/lib/http'
import { sessionKeys } from '@/lib/query-keys'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useUpdateShopProfile } from '../api/active-shop'
import { useSlugAvailability } from '../hooks/use-slug-availability'

const text = seller.settings.profile

/** The shop's name, address, description, logo and banner (owners and admins). */
export function ProfileForm({ shop }: { shop: ActiveShop }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const update = useUpdateShopProfile(session.organizationId)
  const form = useForm<UpdateShopProfileInput>({
    resolver: zodResolver(UpdateShopProfileInput),
    values: {
      name: shop.name,
      slug: shop.slug,
      description: shop.description,
      logoUrl: shop.logoUrl,
      bannerUrl: shop.bannerUrl,
    },
  })
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? ''
  const availability = useSlugAvailability(slug.trim().toLowerCase(), shop.slug)
  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input)
      toast({ title: common.saved })
      // The sidebar's "Lihat halaman toko" and the shop switcher read the slug and name.
      if (input.slug !== shop.slug || input.name !== shop.name) {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
      }
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
  const slugError =
    form.formState.errors.slug?.message ??
    (availability && !availability.available ? (availability.message ?? undefined) : undefined)
  const slugChanged = slug.trim().toLowerCase() !== shop.slug
  return (
    <Card>
      <CardHeader>
        <CardTitle>{seller.app.profileTitle}</CardTitle>
        <p className="text-muted-foreground text-sm">{seller.app.profileLead}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {form.formState.errors.root ? (
            <Alert variant="destructive">{form.formState.errors.root.message}</Alert>
          ) : null}
          <FormField label={common.shopNameLabel} error={form.formState.errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField
            label={text.slugLabel}
            error={slugError}
            hint={
              slugChanged
                ? availability?.available
                  ? `${text.slugAvailable} ${text.slugWarning}`
                  : text.slugWarning
                : text.slugHint(`${window.location.host}/${shop.slug}`)
            }
          >
            <Input autoCapitalize="none" spellCheck={false} {...form.register('slug')} />
          </FormField>
          <FormField
            label={seller.app.descriptionLabel}
            error={form.formState.errors.description?.message}
          >
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
          <ImageField
            label={text.logo}
            alt={text.logoAlt}
            value={useWatch({ control: form.control, name: 'logoUrl' })}
            onChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true })}
            error={form.formState.errors.logoUrl?.message}
            square
          />
          <ImageField
            label={text.banner}
            alt={text.bannerAlt}
            value={useWatch({ control: form.control, name: 'bannerUrl' })}
            onChange={(url) => form.setValue('bannerUrl', url, { shouldDirty: true })}
            error={form.formState.errors.bannerUrl?.message}
          />
          <p className="text-muted-foreground text-xs">{text.imageHint}</p>
          <Button
            type="submit"
            disabled={form.formState.isSubmitting}
            className="justify-self-start"
          >
            {form.formState.isSubmitting ? common.processing : common.save}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

function ImageField({
  label,
  alt,
  value,
  onChange,
  error,
  square = false,
}: {
  label: string
  alt: string
  value: string | null | undefined
  onChange: (url: string | null) => void
  error?: string | undefined
  square?: boolean
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 font-medium text-sm">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted',
            square ? 'size-16' : 'aspect-[4/1] w-full max-w-64',
          )}
        >
          {value ? (
            <img src={value} alt={alt} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-6 text-accent-foreground/60" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ImagePickerButton
            size="sm"
            label={`${value ? text.replace : text.upload} ${label.toLowerCase()}`}
            onUploaded={(image) => onChange(image.url)}
          />
          {value ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-destructive hover:text-destructive"
              onClick={() => onChange(null)}
            >
              <Trash2 aria-hidden="true" />
              {`${text.remove} ${label.toLowerCase()}`}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? <p className="text-destructive text-sm">{error}</p> : null}
    </fieldset>
  )
}
