import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { common } from '@/locales/id/common'

/**
 * Asks before something that cannot be taken back (deleting, removing, leaving) or that changes
 * things for others (platform settings): the question, what changes (`children`), "Batal" and the
 * action — destructive unless `tone` says otherwise — which shows it is working while `pending`.
 * It does not close itself while the action runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  pending,
  onConfirm,
  tone = 'destructive',
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  closeLabel: string
  pending: boolean
  onConfirm: () => void
  tone?: 'destructive' | 'default'
  children?: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending ? onOpenChange(next) : null)}>
      <DialogContent title={title} description={description} closeLabel={closeLabel}>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="button" variant={tone} disabled={pending} onClick={onConfirm}>
            {pending ? common.processing : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
