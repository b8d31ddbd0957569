import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/cn'

/** A labelled control of the toolbar; the label sits above so it stays visible on phones. */
export function ToolbarField({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        {label}
      </label>
      {children(id)}
    </div>
  )
}
