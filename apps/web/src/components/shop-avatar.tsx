import { cn } from '@/lib/cn'

/** A shop's initials on the brand colour, until shops have logos. */
export function ShopAvatar({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent font-semibold text-accent-foreground',
        className,
      )}
    >
      {initials}
    </span>
  )
}
