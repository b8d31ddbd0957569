import { type ReactNode, type RefObject, useState } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { triesText } from '@/locales/id/tries'
import { TryPanel } from './try-panel'

type TryDialogProps = {
  onOpenChange: (open: boolean) => void
  slug: string
  buyAction: ReactNode
  /** The button that opened it: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** "Coba dulu" over the prompt's page: a dialog that fills a phone's width and scrolls. */
export function TryDialog({ onOpenChange, slug, buyAction, returnFocusTo }: TryDialogProps) {
  // While an answer comes, Esc or a tap beside the dialog does not close it (and end the try):
  // its Tutup button still does.
  const [running, setRunning] = useState(false)
  const keepOpen = (event: Event) => {
    if (running) event.preventDefault()
  }
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={triesText.title}
        description={triesText.lead}
        closeLabel={triesText.close}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
        // Anchored at the top: a dialog centred on the screen would move up as the answer grows.
        className="top-3 max-h-[calc(100dvh-1.5rem)] w-[min(42rem,calc(100vw-1.5rem))] translate-y-0 p-4 sm:top-[6dvh] sm:max-h-[88dvh] sm:p-6"
      >
        <TryPanel slug={slug} buyAction={buyAction} onRunningChange={setRunning} />
      </DialogContent>
    </Dialog>
  )
}
