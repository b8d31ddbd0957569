import { zodResolver } from '@hookform/resolvers/zod'
import { aiModelLabels, aiModels, type Category } from '@pasarprompt/contracts/catalog'
import { formatDateTime, formatNumber } from '@pasarprompt/contracts/format'
import {
  MAX_TAGS,
  type SellerProduct,
  SellerProductInput,
} from '@pasarprompt/contracts/seller-products'
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form'
import { Link, useBlocker, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useArchiveSellerProduct } from '../api/archive-product'
import { useCreateSellerProduct } from '../api/create-product'
import { useDeleteSellerProduct } from '../api/delete-product'
import { useRestoreSellerProduct } from '../api/restore-product'
import { useSubmitSellerProduct } from '../api/submit-product'
import { useUpdateSellerProduct } from '../api/update-product'
import { useWithdrawSellerProduct } from '../api/withdraw-product'
import { DeleteProductDialog } from './delete-product-dialog'
import { ExamplesEditor } from './examples-editor'
import {
  applyServerFieldErrors,
  type ProductFormInput,
  type ProductFormValues,
  toFormValues,
} from './product-form-values'
import { ProductStatusBadge } from './product-status-badge'
import { ProductStatusNotice } from './product-status-notice'
import { RichTextEditor } from './rich-text-editor'
import { RupiahInput } from './rupiah-input'
import { TagInput } from './tag-input'
import { TemplateVariables } from './template-variables'
import { ThumbnailField } from './thumbnail-field'

const text = seller.products.editor

const SELECT_CLASS =
  'h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm'

interface ProductEditorProps {
  organizationId: string | null
  /** The saved prompt; none for a new one. */
  product?: SellerProduct | undefined
  categories: Pick<Category, 'name' | 'title'>[]
}

/** What the prompt's status allows (the server checks the same transitions). */
function allowedActions(product: SellerProduct | undefined) {
  const status = product?.status
  const workingCopy = status === undefined || status === 'draft' || status === 'rejected'
  return {
    editable: workingCopy || status === 'published',
    saveDraft: workingCopy,
    saveChanges: status === 'published',
    submit: workingCopy,
    withdraw: status === 'in_review',
    archive: status === 'draft' || status === 'rejected' || status === 'published',
    restore: status === 'archived',
    // Anything that reached buyers is archived instead; the server also refuses ordered prompts.
    remove: status === 'draft' || status === 'rejected',
  }
}

/** The first message among a list field's own error and its items' errors. */
function arrayError(error: FieldErrors<ProductFormInput>['tags']) {
  if (!error) return { message: undefined, indexes: [] as number[] }
  const items = Array.isArray(error) ? (error as ({ message?: string } | undefined)[]) : []
  const indexes = items.flatMap((item, index) => (item ? [index] : []))
  const message =
    error.message ??
    error.root?.message ??
    (indexes[0] === undefined ? undefined : items[indexes[0]]?.message)
  return { message, indexes }
}

/**
 * Create or edit one prompt: every field checked by the shared schema (Indonesian messages under
 * each), the status's actions beside the form, and what the status means above it.
 */
export function ProductEditor({ organizationId, product, categories }: ProductEditorProps) {
  const navigate = useNavigate()
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(SellerProductInput),
    defaultValues: toFormValues(product),
    mode: 'onTouched',
  })
  const {
    control,
    register,
    formState: { errors, isDirty },
  } = form
  const create = useCreateSellerProduct(organizationId)
  const update = useUpdateSellerProduct(organizationId)
  const submit = useSubmitSellerProduct(organizationId)
  const withdraw = useWithdrawSellerProduct(organizationId)
  const archive = useArchiveSellerProduct(organizationId)
  const restore = useRestoreSellerProduct(organizationId)
  const remove = useDeleteSellerProduct(organizationId)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [working, setWorking] = useState(false)
  const leaving = useRef(false)
  const promptText = useWatch({ control, name: 'promptText' }) ?? ''
  const can = allowedActions(product)
  const published = product?.status === 'published'
  const descriptionId = useId()
  const tags = arrayError(errors.tags)

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  const goTo = (path: string) => {
    leaving.current = true
    navigate(path, { replace: path !== paths.app.products() })
  }

  const showError = (error: unknown) => {
    const onFields = applyServerFieldErrors(error, form.setError)
    toast({
      title: error instanceof Error && error.message ? error.message : common.errors.generic,
      ...(onFields ? { description: text.toasts.fixErrors } : {}),
      variant: 'destructive',
    })
  }

  const onInvalid = () => toast({ title: text.toasts.fixErrors, variant: 'destructive' })

  /** Creates or updates; the form then holds what the server kept (trimmed, lower-cased tags). */
  const save = async (values: ProductFormValues) => {
    const saved = product
      ? await update.mutateAsync({ id: product.id, input: values })
      : await create.mutateAsync(values)
    form.reset(toFormValues(saved))
    return saved
  }

  const saveDraft = form.handleSubmit(async (values) => {
    setWorking(true)
    try {
      const saved = await save(values)
      const revisionStarted = saved.revision?.status === 'in_review' && !product?.revision
      toast({
        title: common.saved,
        ...(revisionStarted ? { description: text.toasts.revisionSubmitted } : {}),
      })
      if (!product) goTo(paths.app.product(saved.id))
    } catch (error) {
      showError(error)
    } finally {
      setWorking(false)
    }
  }, onInvalid)

  // Saved first, so what is reviewed is exactly what is on screen.
  const saveAndSubmit = form.handleSubmit(async (values) => {
    setWorking(true)
    try {
      const saved = await save(values)
      if (!product) leaving.current = true
      try {
        await submit.mutateAsync(saved.id)
        toast({ title: text.toasts.submitted })
      } catch (error) {
        showError(error)
      }
      if (!product) goTo(paths.app.product(saved.id))
    } catch (error) {
      showError(error)
    } finally {
      setWorking(false)
    }
  }, onInvalid)

  const transition = async (
    mutation: { mutateAsync: (id: string) => Promise<SellerProduct> },
    done: string,
  ) => {
    if (!product) return
    setWorking(true)
    try {
      const changed = await mutation.mutateAsync(product.id)
      // Unsaved edits stay on screen; otherwise show what the server now holds.
      if (!form.formState.isDirty) form.reset(toFormValues(changed))
      toast({ title: done })
    } catch (error) {
      showError(error)
    } finally {
      setWorking(false)
    }
  }

  const confirmDelete = async () => {
    if (!product) return
    try {
      await remove.mutateAsync(product.id)
      setDeleteOpen(false)
      toast({ title: common.deleted })
      goTo(paths.app.products())
    } catch (error) {
      setDeleteOpen(false)
      showError(error)
    }
  }

  const actions = (
    <aside
      className="grid gap-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1"
      aria-label={text.actions.label}
    >
      <div className="grid gap-4 rounded-lg border bg-card p-5">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium text-sm">{text.status}</span>
          {product ? (
            <ProductStatusBadge status={product.status} />
          ) : (
            <span className="text-muted-foreground text-xs">{text.notSaved}</span>
          )}
        </div>
        <StatusFacts product={product} />
        <div className="grid gap-2">
          {can.submit ? (
            <Button type="button" disabled={working} onClick={saveAndSubmit}>
              {text.actions.submit}
            </Button>
          ) : null}
          {can.saveDraft ? (
            <Button type="submit" variant="outline" disabled={working}>
              {text.actions.saveDraft}
            </Button>
          ) : null}
          {can.saveChanges ? (
            <Button type="submit" disabled={working}>
              {text.actions.saveChanges}
            </Button>
          ) : null}
          {can.withdraw ? (
            <Button
              type="button"
              disabled={working}
              onClick={() => transition(withdraw, text.toasts.withdrawn)}
            >
              {text.actions.withdraw}
            </Button>
          ) : null}
          {can.restore ? (
            <Button
              type="button"
              disabled={working}
              onClick={() => transition(restore, text.toasts.restored)}
            >
              {text.actions.restore}
            </Button>
          ) : null}
          {published && product ? (
            <Button asChild variant="ghost">
              <a href={paths.marketplace.prompt(product.slug)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {text.viewPublic}
              </a>
            </Button>
          ) : null}
        </div>
        {can.archive || can.remove ? (
          <div className="flex flex-wrap gap-2 border-t pt-4">
            {can.archive ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={working}
                onClick={() => transition(archive, text.toasts.archived)}
              >
                {text.actions.archive}
              </Button>
            ) : null}
            {can.remove ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={working}
                onClick={() => setDeleteOpen(true)}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
                {text.actions.delete}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </aside>
  )

  return (
    <div className="grid gap-6">
      <header className="grid gap-3">
        <Link
          to={paths.app.products()}
          className="inline-flex w-fit items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {text.back}
        </Link>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 break-words font-bold text-2xl leading-tight">
            {product ? product.title : text.newTitle}
          </h1>
          {product ? <ProductStatusBadge status={product.status} /> : null}
        </div>
      </header>

      {product ? <ProductStatusNotice product={product} /> : null}

      <form
        noValidate
        onSubmit={saveDraft}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start"
      >
        {/* Read-only, the one thing to do (withdraw, restore) comes first, even on a phone. */}
        {can.editable ? null : actions}
        <fieldset
          disabled={!can.editable}
          className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1"
        >
          <Section title={text.sections.basics} lead={text.sections.basicsLead}>
            <FormField
              label={text.fields.title}
              error={errors.title?.message}
              hint={text.fields.titleHint}
            >
              <Input maxLength={120} autoComplete="off" {...register('title')} />
            </FormField>

            <div className="grid gap-1.5">
              <span id={descriptionId} className="font-medium text-sm">
                {text.fields.description}
              </span>
              <Controller
                control={control}
                name="descriptionHtml"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    editorRef={field.ref}
                    labelId={descriptionId}
                    describedBy={fieldState.error ? `${descriptionId}-message` : undefined}
                    invalid={Boolean(fieldState.error)}
                    disabled={!can.editable}
                  />
                )}
              />
              {errors.descriptionHtml?.message ? (
                <p id={`${descriptionId}-message`} className="text-destructive text-sm">
                  {errors.descriptionHtml.message}
                </p>
              ) : null}
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                className="content-start"
                label={text.fields.model}
                error={errors.model?.message}
              >
                <select className={SELECT_CLASS} {...register('model')}>
                  {aiModels.map((model) => (
                    <option key={model} value={model}>
                      {aiModelLabels[model]}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                className="content-start"
                label={text.fields.modelVersion}
                error={errors.modelVersion?.message}
                hint={text.fields.modelVersionHint}
              >
                <Input
                  maxLength={40}
                  autoComplete="off"
                  placeholder={text.fields.modelVersionPlaceholder}
                  {...register('modelVersion')}
                />
              </FormField>
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                className="content-start"
                label={text.fields.category}
                error={errors.categoryName?.message}
              >
                <select className={SELECT_CLASS} {...register('categoryName')}>
                  <option value="">{text.fields.categoryPlaceholder}</option>
                  {categories.map((category) => (
                    <option key={category.name} value={category.name}>
                      {category.title}
                    </option>
                  ))}
                </select>
              </FormField>
              <Controller
                control={control}
                name="price"
                render={({ field, fieldState }) => (
                  <FormField
                    className="content-start"
                    label={text.fields.price}
                    error={fieldState.error?.message}
                    hint={text.fields.priceHint}
                  >
                    <RupiahInput
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      disabled={!can.editable}
                    />
                  </FormField>
                )}
              />
            </div>

            <Controller
              control={control}
              name="tags"
              render={({ field }) => {
                const value = field.value ?? []
                return (
                  <FormField
                    label={text.fields.tags}
                    error={tags.message}
                    hint={
                      value.length >= MAX_TAGS
                        ? text.fields.tagsFull(MAX_TAGS)
                        : text.fields.tagsHint(MAX_TAGS)
                    }
                  >
                    <TagInput
                      value={value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      max={MAX_TAGS}
                      invalidIndexes={tags.indexes}
                      disabled={!can.editable}
                    />
                  </FormField>
                )
              }}
            />
          </Section>

          <Section title={text.sections.thumbnail} lead={text.sections.thumbnailLead}>
            <Controller
              control={control}
              name="thumbnailUrl"
              render={({ field }) => (
                <ThumbnailField
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  disabled={!can.editable}
                />
              )}
            />
          </Section>

          <Section title={text.sections.secret} lead={text.sections.secretLead}>
            <div className="grid gap-3">
              <FormField
                label={text.fields.promptText}
                error={errors.promptText?.message}
                hint={text.fields.promptTextHint}
              >
                <Textarea
                  rows={10}
                  spellCheck={false}
                  className="font-mono text-sm leading-relaxed sm:text-[13px]"
                  {...register('promptText')}
                />
              </FormField>
              <TemplateVariables promptText={promptText} />
            </div>
            <FormField
              label={text.fields.instructions}
              error={errors.instructions?.message}
              hint={text.fields.instructionsHint}
            >
              <Textarea rows={5} {...register('instructions')} />
            </FormField>
          </Section>

          <Section title={text.sections.examples} lead={text.sections.examplesLead}>
            <ExamplesEditor
              control={control}
              register={register}
              errors={errors.examples}
              disabled={!can.editable}
            />
          </Section>

          {published ? (
            <Section title={text.sections.changeNote} lead={text.sections.changeNoteLead}>
              <FormField
                label={text.fields.changeNote}
                error={errors.changeNote?.message}
                hint={text.fields.changeNoteHint}
              >
                <Textarea rows={3} maxLength={500} {...register('changeNote')} />
              </FormField>
            </Section>
          ) : null}
        </fieldset>

        {can.editable ? actions : null}
      </form>

      {product ? (
        <DeleteProductDialog
          open={deleteOpen}
          onOpenChange={setDeleteOpen}
          title={product.title}
          deleting={remove.isPending}
          onConfirm={confirmDelete}
        />
      ) : null}

      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.()
        }}
      >
        <DialogContent
          title={text.unsaved.title}
          description={text.unsaved.body}
          closeLabel={text.unsaved.close}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
              {text.unsaved.stay}
            </Button>
            <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
              {text.unsaved.leave}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  )
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-lg border bg-card p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        {lead ? <p className="text-muted-foreground text-sm">{lead}</p> : null}
      </div>
      {children}
    </section>
  )
}

/** Dates and numbers of the prompt, and what its status means for the seller. */
function StatusFacts({ product }: { product: SellerProduct | undefined }) {
  const notes = text.notices
  const facts: string[] = []
  if (product?.publishedAt) facts.push(notes.publishedAt(formatDateTime(product.publishedAt)))
  if (product?.status === 'in_review' && product.submittedAt) {
    facts.push(notes.submittedAt(formatDateTime(product.submittedAt)))
  }
  const leads: Partial<Record<SellerProduct['status'], string>> = {
    draft: notes.draft,
    published: notes.publishedEditNote,
    archived: notes.restoreNote,
  }
  const lead = leads[product?.status ?? 'draft'] ?? null
  return (
    <div
      className={cn(
        'grid gap-2 text-muted-foreground text-sm',
        !lead && facts.length === 0 && 'hidden',
      )}
    >
      {facts.map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
      {product?.status === 'published' ? (
        <p>
          {seller.products.list.sales(formatNumber(product.sales))} ·{' '}
          {seller.products.list.views(formatNumber(product.views))}
        </p>
      ) : null}
      {lead ? <p className="leading-relaxed">{lead}</p> : null}
    </div>
  )
}
