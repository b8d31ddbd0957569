import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const Sheet = Dialog.Root
export const SheetTrigger = Dialog.Trigger

/**
 * A panel sliding in from the right, for menus on small screens. A `footer` stays at the bottom
 * of the screen while the content above it scrolls, so what it holds is never below the fold.
 */
export function SheetContent({
  className,
  title,
  closeLabel,
  footer,
  children,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  title: string
  closeLabel: string
  footer?: ReactNode
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 border-l bg-background p-5 shadow-xl',
          footer ? 'overflow-hidden' : 'overflow-y-auto',
          className,
        )}
        {...props}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="font-semibold text-lg">{title}</Dialog.Title>
          <Dialog.Close className="rounded-md p-1 hover:bg-accent" aria-label={closeLabel}>
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </div>
        {footer ? (
          <>
            <div className="-mx-1 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-1">
              {children}
            </div>
            {footer}
          </>
        ) : (
          children
        )}
      </Dialog.Content>
    </Dialog.Portal>
  )
}
