import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_HOTKEY,
} from '@pasarprompt/contracts/constants'
import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useToasts } from '@/hooks/use-toasts'
import { cn } from '@/lib/cn'
import { dismissToast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'

/** Renders the toast store once, near the app root; features call `toast()` to show one. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label={common.toast.label}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          // An error interrupts the screen reader; a confirmation waits its turn.
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            item.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold text-sm">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={common.toast.close}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_VIEWPORT_HOTKEY]}
        label={common.toast.viewportLabel}
        className="fixed inset-x-0 bottom-0 z-100 flex max-h-dvh flex-col gap-2 p-4 outline-none sm:right-0 sm:left-auto sm:w-full sm:max-w-sm print:hidden"
      />
    </Toast.Provider>
  )
}
