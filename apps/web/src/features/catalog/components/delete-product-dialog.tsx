import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.deleteDialog

interface DeleteProductDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  deleting: boolean
  onConfirm: () => void
}

/** Asks before a prompt is deleted for good. */
export function DeleteProductDialog({
  open,
  onOpenChange,
  title,
  deleting,
  onConfirm,
}: DeleteProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.title} description={text.body(title)} closeLabel={text.close}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="button" variant="destructive" disabled={deleting} onClick={onConfirm}>
            {deleting ? common.processing : text.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
