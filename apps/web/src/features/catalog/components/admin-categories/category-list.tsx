import type { AdminCategory } from '@pasarprompt/contracts/catalog-for-admin'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { useCategoryActions } from '../../api/admin-categories'

const text = admin.categories

type Props = {
  items: AdminCategory[]
  onEdit: (category: AdminCategory) => void
  onRemove: (category: AdminCategory) => void
}

/** The categories in their menu order, each movable up and down, editable and removable. */
export function CategoryList({ items, onEdit, onRemove }: Props) {
  const actions = useCategoryActions()
  const fail = (error: Error) => toast({ title: error.message, variant: 'destructive' })

  const move = (index: number, by: -1 | 1) => {
    const names = items.map((item) => item.name)
    const [moved] = names.splice(index, 1)
    if (!moved) return
    names.splice(index + by, 0, moved)
    actions.reorder.mutate(names, { onError: fail })
  }

  return (
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
                <span className="font-normal text-muted-foreground text-xs">({category.name})</span>
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
              <Button size="sm" variant="outline" onClick={() => onEdit(category)}>
                {text.edit}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                onClick={() => onRemove(category)}
              >
                {text.remove}
              </Button>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  )
}
