import type { AdminCategory } from '@pasarprompt/contracts/catalog-for-admin'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { useCategoryActions } from '../../api/admin-categories'

const text = admin.categories

type Props = { category: AdminCategory; onClose: () => void }

/**
 * Confirms removing a category; the server refuses one that still has prompts. Mounted per
 * category, so an earlier refusal never shows on the next one.
 */
export function RemoveCategoryDialog({ category, onClose }: Props) {
  const { remove } = useCategoryActions()
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={text.removeTitle(category.title)}
        description={text.removeBody}
        closeLabel={text.close}
      >
        {remove.error ? <Alert variant="destructive">{remove.error.message}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(category.name, {
                onSuccess: () => {
                  onClose()
                  toast({ title: common.deleted })
                },
              })
            }
          >
            {remove.isPending ? common.processing : text.remove}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
