import { X } from 'lucide-react'
import { Dialog as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const Dialog = Primitive.Root

export function DialogContent({
  className,
  title,
  description,
  closeLabel,
  children,
  ...props
}: ComponentProps<typeof Primitive.Content> & {
  title: string
  description?: string
  closeLabel: string
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Primitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[85dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl',
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <Primitive.Title className="font-semibold text-lg">{title}</Primitive.Title>
            {description ? (
              <Primitive.Description className="text-muted-foreground text-sm">
                {description}
              </Primitive.Description>
            ) : null}
          </div>
          <Primitive.Close className="rounded-md p-1 hover:bg-accent" aria-label={closeLabel}>
            <X className="size-5" aria-hidden="true" />
          </Primitive.Close>
        </div>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  )
}
