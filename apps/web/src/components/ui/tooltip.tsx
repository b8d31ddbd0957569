import { Tooltip as Primitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const TooltipProvider = Primitive.Provider

/**
 * A short label shown beside its trigger on hover and keyboard focus, for controls that show
 * only an icon. The trigger still needs its own accessible name.
 */
export function Tooltip({
  label,
  side = 'right',
  disabled = false,
  children,
  className,
}: {
  label: ReactNode
  side?: ComponentProps<typeof Primitive.Content>['side']
  /** Renders the trigger alone (the label is visible anyway, say). */
  disabled?: boolean
  children: ReactNode
  className?: string
}) {
  if (disabled) return children
  return (
    <Primitive.Root>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          side={side}
          sideOffset={8}
          className={cn(
            'z-50 rounded-md bg-foreground px-2 py-1 font-medium text-background text-xs shadow-md',
            className,
          )}
        >
          {label}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  )
}
