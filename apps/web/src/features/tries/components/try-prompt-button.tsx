import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { tryButtonText as text } from '@/locales/id/marketplace/try-button'

// The panel loads when a visitor means to try: on the way to the button, or at the press.
const loadDialog = () => import('./load-try-dialog').then((module) => module.loadTryDialog())
const TryDialog = lazy(() => loadDialog().then((module) => ({ default: module.TryDialog })))
// A prefetch that fails (offline) is retried by the press; it must not surface as an error.
const prefetchDialog = () => {
  loadDialog().catch(() => {})
}

type TryPromptButtonProps = {
  slug: string
  /** Free tries a visitor gets per day (above 0, or the page shows no button). */
  freePerDay: number
  /** What the page's buy button does, offered in the panel once the free tries are used up. */
  buyAction: ReactNode
}

/** "Coba dulu" under the buy button: plain markup on the page, its panel loaded on demand. */
export function TryPromptButton({ slug, freePerDay, buyAction }: TryPromptButtonProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="lg"
        className="mt-2 w-full"
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => setOpen(true)}
      >
        {text.label}
      </Button>
      <p className="mt-1.5 text-center text-muted-foreground text-xs">{text.free(freePerDay)}</p>
      {open ? (
        <Suspense fallback={null}>
          <TryDialog
            onOpenChange={setOpen}
            slug={slug}
            buyAction={buyAction}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  )
}
