import { Tooltip as Primitive } from 'radix-ui'
import { type ComponentProps, type MouseEvent, type ReactNode, useState } from 'react'
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
  openOnClick = false,
  children,
  className,
}: {
  label: ReactNode
  side?: ComponentProps<typeof Primitive.Content>['side']
  /** Renders the trigger alone (the label is visible anyway, say). */
  disabled?: boolean
  /**
   * A click or a tap opens it too: touch screens neither hover nor focus on a tap, so a reason
   * shown this way (why a control is unavailable) would otherwise never reach a phone's user.
   */
  openOnClick?: boolean
  children: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  if (disabled) return children
  // Radix closes a tooltip on a click of its trigger unless the click's default is prevented.
  const onClick = openOnClick
    ? (event: MouseEvent) => {
        event.preventDefault()
        setOpen(true)
      }
    : undefined
  return (
    <Primitive.Root {...(openOnClick ? { open, onOpenChange: setOpen } : {})}>
      <Primitive.Trigger asChild onClick={onClick}>
        {children}
      </Primitive.Trigger>
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
