import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** An inline message inside a page or form (errors of a whole form, notices). */
export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' | 'success' }) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        variant === 'destructive' && 'border-destructive/40 bg-destructive/10 text-destructive',
        variant === 'success' && 'border-primary/30 bg-accent text-accent-foreground',
        className,
      )}
      {...props}
    />
  )
}
