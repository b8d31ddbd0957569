import type { ReactNode } from 'react'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { triesText } from '@/locales/id/tries'
import { TryPanel } from './try-panel'

type TryDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  slug: string
  buyAction: ReactNode
}

/** "Coba dulu" over the prompt's page: a dialog that fills a phone's width and scrolls. */
export function TryDialog({ open, onOpenChange, slug, buyAction }: TryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={triesText.title}
        description={triesText.lead}
        closeLabel={triesText.close}
        // Anchored at the top: a dialog centred on the screen would move up as the answer grows.
        className="top-3 max-h-[calc(100dvh-1.5rem)] w-[min(42rem,calc(100vw-1.5rem))] translate-y-0 p-4 sm:top-[6dvh] sm:max-h-[88dvh] sm:p-6"
      >
        <TryPanel slug={slug} buyAction={buyAction} />
      </DialogContent>
    </Dialog>
  )
}
