import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * Five stars, `value` of them filled (rounded to a whole star), read out as `label`: the
 * picture is decorative, the label says the number.
 */
export function Stars({
  value,
  label,
  className,
}: {
  value: number
  label: string
  className?: string
}) {
  const filled = Math.round(value)
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= filled
              ? 'fill-amber-400 text-amber-500 dark:fill-amber-300 dark:text-amber-300'
              : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  )
}
