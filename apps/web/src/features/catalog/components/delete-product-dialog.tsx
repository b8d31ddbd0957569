import { ConfirmDialog } from '@/components/confirm-dialog'
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.body(title)}
      confirmLabel={text.confirm}
      cancelLabel={text.cancel}
      closeLabel={text.close}
      pending={deleting}
      onConfirm={onConfirm}
    />
  )
}
