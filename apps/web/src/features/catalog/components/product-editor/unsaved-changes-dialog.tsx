import type { Blocker } from 'react-router'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.unsaved

/** Asks whether to leave the editor when a navigation would drop unsaved changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.()
      }}
    >
      <DialogContent title={text.title} description={text.body} closeLabel={text.close}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            {text.stay}
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            {text.leave}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
