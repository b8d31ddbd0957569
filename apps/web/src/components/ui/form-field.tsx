import { cloneElement, type ReactElement, useId } from 'react'
import { cn } from '@/lib/cn'

interface FormFieldProps {
  label: string
  /** The field's error, in Indonesian, shown under it and announced with it. */
  error?: string | undefined
  hint?: string | undefined
  className?: string
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>
}

/** A label, one control and its hint or error, wired for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId()
  const messageId = `${id}-message`
  const message = error ?? hint
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        ...(message ? { 'aria-describedby': messageId } : {}),
      })}
      {message ? (
        <p
          id={messageId}
          className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}
        >
          {message}
        </p>
      ) : null}
    </div>
  )
}
