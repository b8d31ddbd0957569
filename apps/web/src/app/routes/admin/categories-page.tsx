import type { AdminCategory } from '@pasarprompt/contracts/catalog-for-admin'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminCategories } from '@/features/catalog/api/admin-categories'
import {
  CategoryDialog,
  type CategoryEditing,
} from '@/features/catalog/components/admin-categories/category-dialog'
import { CategoryList } from '@/features/catalog/components/admin-categories/category-list'
import { RemoveCategoryDialog } from '@/features/catalog/components/admin-categories/remove-category-dialog'
import { admin } from '@/locales/id/admin'

const text = admin.categories

/** /admin/categories: the marketplace's categories, their order and which are featured. */
export function AdminCategoriesPage() {
  const categories = useAdminCategories()
  const [editing, setEditing] = useState<CategoryEditing | null>(null)
  const [removing, setRemoving] = useState<AdminCategory | null>(null)

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
        <CategoryList
          items={categories.data.items}
          onEdit={(category) => setEditing({ kind: 'edit', category })}
          onRemove={setRemoving}
        />
      )}
      {editing ? <CategoryDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <RemoveCategoryDialog
          key={removing.name}
          category={removing}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </div>
  )
}
