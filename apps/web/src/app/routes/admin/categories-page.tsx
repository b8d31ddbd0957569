import {
  type AdminCategory,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/admin-platform'
import { ArrowDown, ArrowUp, Plus } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminCategories, useCategoryActions } from '@/features/catalog/api/admin-categories'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.categories

type Editing = { kind: 'create' } | { kind: 'edit'; category: AdminCategory } | null

/** /admin/categories: the marketplace's categories, their order and which are featured. */
export function AdminCategoriesPage() {
  const categories = useAdminCategories()
  const actions = useCategoryActions()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<AdminCategory | null>(null)
  const items = categories.data?.items ?? []
  const fail = (error: Error) => toast({ title: error.message, variant: 'destructive' })

  const move = (index: number, by: -1 | 1) => {
    const names = items.map((item) => item.name)
    const [moved] = names.splice(index, 1)
    if (!moved) return
    names.splice(index + by, 0, moved)
    actions.reorder.mutate(names, { onError: fail })
  }

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="text-muted-foreground text-sm">{text.lead}</p>
        </div>
        <Button onClick={() => setEditing({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {text.add}
        </Button>
      </div>
      {categories.error ? (
        <Alert variant="destructive">{categories.error.message}</Alert>
      ) : categories.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <Card className="overflow-hidden">
          <ol className="divide-y">
            {items.map((category, index) => (
              <li key={category.name} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <span className="flex flex-col">
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={text.up(category.title)}
                    disabled={index === 0 || actions.reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={text.down(category.title)}
                    disabled={index === items.length - 1 || actions.reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {category.title}{' '}
                    <span className="font-normal text-muted-foreground text-xs">
                      ({category.name})
                    </span>
                    {category.featured ? (
                      <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-accent-foreground text-xs">
                        {admin.review.featured}
                      </span>
                    ) : null}
                  </p>
                  <p className="truncate text-muted-foreground text-xs">
                    {text.count(category.count)} · {text.tags}:{' '}
                    {category.popularTags.length ? category.popularTags.join(', ') : text.noTags}
                  </p>
                </div>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing({ kind: 'edit', category })}
                  >
                    {text.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                    onClick={() => {
                      actions.remove.reset()
                      setRemoving(category)
                    }}
                  >
                    {text.remove}
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        </Card>
      )}
      {editing ? <CategoryDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      <Dialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        {removing ? (
          <DialogContent
            title={text.removeTitle(removing.title)}
            description={text.removeBody}
            closeLabel={text.close}
          >
            {actions.remove.error ? (
              <Alert variant="destructive">{actions.remove.error.message}</Alert>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setRemoving(null)}>
                {text.cancel}
              </Button>
              <Button
                variant="destructive"
                disabled={actions.remove.isPending}
                onClick={() =>
                  actions.remove.mutate(removing.name, {
                    onSuccess: () => {
                      setRemoving(null)
                      toast({ title: common.deleted })
                    },
                  })
                }
              >
                {actions.remove.isPending ? common.processing : text.remove}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  )
}

function CategoryDialog({
  editing,
  onClose,
}: {
  editing: NonNullable<Editing>
  onClose: () => void
}) {
  const actions = useCategoryActions()
  const existing = editing.kind === 'edit' ? editing.category : null
  const [values, setValues] = useState({
    name: existing?.name ?? '',
    title: existing?.title ?? '',
    description: existing?.description ?? '',
    featured: existing?.featured ?? false,
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = existing ? actions.update : actions.create
  const submit = () => {
    const parsed = existing
      ? UpdateCategoryInput.safeParse(values)
      : CreateCategoryInput.safeParse(values)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      )
      return
    }
    setErrors({})
    const done = {
      onSuccess: () => {
        onClose()
        toast({ title: existing ? common.saved : text.created })
      },
    }
    if (existing) {
      const { name: _slug, ...changes } = values
      actions.update.mutate({ ...changes, name: existing.name }, done)
    } else actions.create.mutate(values, done)
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={existing ? text.editTitle(existing.title) : text.addTitle}
        closeLabel={text.close}
      >
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          {mutation.error ? <Alert variant="destructive">{mutation.error.message}</Alert> : null}
          {existing ? null : (
            <FormField label={text.name} hint={text.nameHint} error={errors.name}>
              <Input
                value={values.name}
                autoCapitalize="none"
                spellCheck={false}
                onChange={(event) => setValues({ ...values, name: event.target.value })}
              />
            </FormField>
          )}
          <FormField label={text.titleLabel} error={errors.title}>
            <Input
              value={values.title}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
            />
          </FormField>
          <FormField label={text.description} error={errors.description}>
            <Textarea
              rows={3}
              value={values.description}
              onChange={(event) => setValues({ ...values, description: event.target.value })}
            />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={values.featured}
              onChange={(event) => setValues({ ...values, featured: event.target.checked })}
            />
            {text.featured}
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? common.processing : text.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
