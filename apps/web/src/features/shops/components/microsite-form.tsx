import { zodResolver } from '@hookform/resolvers/zod'
import {
  MICROSITE_ACCENTS,
  MICROSITE_BIO_MAX,
  MICROSITE_FEATURED_MAX,
  MICROSITE_HEADLINE_MAX,
  MICROSITE_LINKS_MAX,
  type MicrositeAccent,
  MicrositeInput,
  type SellerMicrosite,
} from '@pasarprompt/contracts/shops-microsite'
import { Check, ExternalLink, Link2, Plus, Trash2 } from 'lucide-react'
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { ShopAvatar } from '@/components/shop-avatar'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload'
import { cn } from '@/lib/cn'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useSaveMicrosite } from '../api/seller-microsite'
import { FeaturedPromptsPicker } from './featured-prompts-picker'
import { shopAccents } from './shop-accents'

const text = seller.shell.microsite

type FormInput = z.input<typeof MicrositeInput>
type FormValues = z.output<typeof MicrositeInput>

const valuesOf = (data: SellerMicrosite): FormInput => ({
  headline: data.microsite.headline,
  bio: data.microsite.bio,
  links: data.microsite.links,
  featuredPromptIds: data.microsite.featuredPromptIds,
  accentColor: data.microsite.accentColor,
})

/**
 * The microsite editor: headline and bio, links, featured prompts, accent colour, with a small
 * live preview beside it. `canEdit` false (members) shows everything read-only.
 */
export function MicrositeForm({
  organizationId,
  data,
  canEdit,
}: {
  organizationId: string
  data: SellerMicrosite
  canEdit: boolean
}) {
  const save = useSaveMicrosite(organizationId)
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(MicrositeInput),
    defaultValues: valuesOf(data),
    mode: 'onTouched',
  })
  const {
    control,
    register,
    formState: { errors, isDirty, isSubmitting },
  } = form
  const links = useFieldArray({ control, name: 'links' })
  const watched = useWatch({ control })
  const headline = watched.headline ?? ''
  const bio = watched.bio ?? ''
  const accent = (watched.accentColor ?? 'hijau') as MicrositeAccent

  useWarnBeforeUnload(isDirty)

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      form.reset(valuesOf(saved))
      toast({ title: common.saved })
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of error.fields) {
          const path = field.path.replace(/^body\./, '') as FieldPath<FormInput>
          form.setError(path, { message: field.message })
        }
      }
      toast({
        title: error instanceof Error && error.message ? error.message : common.errors.generic,
        variant: 'destructive',
      })
    }
  })

  const featuredError =
    errors.featuredPromptIds?.message ??
    errors.featuredPromptIds?.root?.message ??
    (Array.isArray(errors.featuredPromptIds)
      ? errors.featuredPromptIds.find((item) => item?.message)?.message
      : undefined)

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <fieldset disabled={!canEdit} className="grid min-w-0 grid-cols-1 gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{text.introTitle}</CardTitle>
              <p className="text-muted-foreground text-sm">{text.introLead}</p>
            </CardHeader>
            <CardContent className="grid gap-4 text-foreground">
              <FormField
                label={text.headline}
                error={errors.headline?.message}
                hint={text.counter(headline.length, MICROSITE_HEADLINE_MAX)}
              >
                <Input placeholder={text.headlinePlaceholder} {...register('headline')} />
              </FormField>
              <FormField
                label={text.bio}
                error={errors.bio?.message}
                hint={text.counter(bio.length, MICROSITE_BIO_MAX)}
              >
                <Textarea rows={6} placeholder={text.bioPlaceholder} {...register('bio')} />
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{text.linksTitle}</CardTitle>
              <p className="text-muted-foreground text-sm">{text.linksLead(MICROSITE_LINKS_MAX)}</p>
            </CardHeader>
            <CardContent className="grid gap-3 text-foreground">
              {links.fields.length === 0 ? (
                <p className="text-muted-foreground text-sm">{text.noLinks}</p>
              ) : null}
              {links.fields.map((field, index) => (
                <div
                  key={field.id}
                  className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-start sm:border-0 sm:bg-transparent sm:p-0"
                >
                  <FormField
                    label={text.linkLabel(index + 1)}
                    error={errors.links?.[index]?.label?.message}
                    className="[&>label]:sr-only max-sm:[&>label]:not-sr-only"
                  >
                    <Input
                      placeholder={text.linkLabelPlaceholder}
                      {...register(`links.${index}.label`)}
                    />
                  </FormField>
                  <FormField
                    label={text.linkUrl(index + 1)}
                    error={errors.links?.[index]?.url?.message}
                    className="[&>label]:sr-only max-sm:[&>label]:not-sr-only"
                  >
                    <Input
                      inputMode="url"
                      autoComplete="url"
                      placeholder={text.linkUrlPlaceholder}
                      {...register(`links.${index}.url`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="justify-self-end text-muted-foreground hover:text-destructive"
                    onClick={() => links.remove(index)}
                    aria-label={text.removeLink(index + 1)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              ))}
              {errors.links?.message ? (
                <p className="text-destructive text-sm">{errors.links.message}</p>
              ) : null}
              {canEdit && links.fields.length < MICROSITE_LINKS_MAX ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => links.append({ label: '', url: '' })}
                >
                  <Plus aria-hidden="true" />
                  {text.addLink}
                </Button>
              ) : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{text.featuredTitle}</CardTitle>
              <p className="text-muted-foreground text-sm">
                {text.featuredLead(MICROSITE_FEATURED_MAX)}
              </p>
            </CardHeader>
            <CardContent className="text-foreground">
              <FeaturedPromptsPicker
                options={data.publishedPrompts}
                value={watched.featuredPromptIds?.filter((id): id is string => Boolean(id)) ?? []}
                onChange={(ids) =>
                  form.setValue('featuredPromptIds', ids, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
                disabled={!canEdit}
                error={featuredError}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle id="warna-aksen">{text.accentTitle}</CardTitle>
              <p className="text-muted-foreground text-sm">{text.accentLead}</p>
            </CardHeader>
            <CardContent className="text-foreground">
              <div
                role="radiogroup"
                aria-labelledby="warna-aksen"
                className="grid grid-cols-3 gap-2 sm:grid-cols-6"
              >
                {MICROSITE_ACCENTS.map((name) => (
                  <label
                    key={name}
                    className={cn(
                      'relative flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    )}
                  >
                    <input
                      type="radio"
                      value={name}
                      // Over the whole tile, invisible: the tile is what one sees and taps.
                      className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                      {...register('accentColor')}
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-9 items-center justify-center rounded-full',
                        shopAccents[name].solid,
                      )}
                    >
                      {accent === name ? <Check className="size-4" /> : null}
                    </span>
                    {text.accents[name]}
                  </label>
                ))}
              </div>
              {errors.accentColor?.message ? (
                <p className="mt-2 text-destructive text-sm">{errors.accentColor.message}</p>
              ) : null}
            </CardContent>
          </Card>
        </fieldset>

        <aside className="grid gap-6 lg:sticky lg:top-8">
          <MiniPreview
            data={data}
            headline={headline}
            bio={bio}
            accent={accent}
            links={(watched.links ?? []).filter(
              (link): link is { label: string; url: string } =>
                Boolean(link?.label?.trim()) && Boolean(link?.url?.trim()),
            )}
          />
          <Card>
            <CardHeader>
              <CardTitle>{text.imagesTitle}</CardTitle>
              <p className="text-muted-foreground text-sm">{text.imagesLead}</p>
            </CardHeader>
            <CardContent className="grid gap-3 text-foreground">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{text.logo}</dt>
                <dd>{data.shop.logoUrl ? text.logoSet : text.notSet}</dd>
                <dt className="text-muted-foreground">{text.banner}</dt>
                <dd>{data.shop.bannerUrl ? text.bannerSet : text.notSet}</dd>
              </dl>
              {canEdit ? (
                <Button asChild variant="outline" size="sm" className="justify-self-start">
                  <Link to={paths.app.settings}>{text.imagesLink}</Link>
                </Button>
              ) : null}
            </CardContent>
          </Card>
        </aside>
      </div>

      {canEdit ? (
        <div className="sticky bottom-0 z-10 -mx-4 lg:bottom-4 flex flex-wrap items-center justify-end gap-3 border-t bg-card px-4 py-3 sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-xl lg:border lg:shadow-sm">
          {isDirty ? (
            <p className="mr-auto text-muted-foreground text-sm" role="status">
              {text.unsaved}
            </p>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? common.processing : text.save}
          </Button>
        </div>
      ) : null}
    </form>
  )
}

/** The top of the shop's page as the form stands, before saving. */
function MiniPreview({
  data,
  headline,
  bio,
  accent,
  links,
}: {
  data: SellerMicrosite
  headline: string
  bio: string
  accent: MicrositeAccent
  links: { label: string; url: string }[]
}) {
  const style = shopAccents[accent]
  return (
    <Card className="overflow-hidden" aria-hidden="true">
      <div className={cn('h-20 bg-gradient-to-br', style.cover)}>
        {data.shop.bannerUrl ? (
          <img src={data.shop.bannerUrl} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="grid gap-2 px-4 pb-4">
        {data.shop.logoUrl ? (
          <img
            src={data.shop.logoUrl}
            alt=""
            className="-mt-7 size-14 rounded-xl bg-card object-cover ring-4 ring-card"
          />
        ) : (
          <ShopAvatar
            name={data.shop.name}
            className={cn('-mt-7 size-14 rounded-xl ring-4 ring-card', style.solid)}
          />
        )}
        <p className="font-bold leading-tight">{data.shop.name}</p>
        {headline.trim() ? <p className="font-medium text-sm leading-snug">{headline}</p> : null}
        {bio.trim() ? (
          <p className="line-clamp-3 whitespace-pre-line text-muted-foreground text-xs">{bio}</p>
        ) : null}
        {links.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {links.map((link, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a picture of the form's rows
                key={index}
                className={cn(
                  'inline-flex h-6 items-center gap-1 rounded-full border px-2.5 font-medium text-[11px]',
                  style.soft,
                )}
              >
                <Link2 className="size-3" />
                {link.label}
              </span>
            ))}
          </div>
        ) : null}
        <p className="mt-1 flex items-center gap-1 text-muted-foreground text-xs">
          <ExternalLink className="size-3" />/{data.shop.slug}
        </p>
      </div>
    </Card>
  )
}
