import {
  type AdminCategory,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/catalog-for-admin'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { issuesByField } from '@/lib/issues-by-field'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { useCategoryActions } from '../../api/admin-categories'

const text = admin.categories

/** What the category dialog edits: a new category or an existing one. */
export type CategoryEditing = { kind: 'create' } | { kind: 'edit'; category: AdminCategory }

/** Adds a category or edits one (its name, the slug, is fixed once created). */
export function CategoryDialog({
  editing,
  onClose,
}: {
  editing: CategoryEditing
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
      setErrors(issuesByField(parsed.error))
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
