import { cn } from '@/lib/cn'
import { smallImageUrl } from './responsive-image'

/**
 * A shop's face wherever it is named: its logo when it has one, else its initials on the
 * brand colour. Decorative: the shop's name is always written beside it.
 */
export function ShopAvatar({
  name,
  logoUrl,
  className,
}: {
  name: string
  logoUrl?: string | null | undefined
  className?: string
}) {
  const classes = cn(
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-accent font-semibold text-accent-foreground',
    className,
  )
  if (logoUrl) {
    return (
      <img
        src={smallImageUrl(logoUrl)}
        alt=""
        aria-hidden="true"
        loading="lazy"
        decoding="async"
        className={cn(classes, 'bg-card object-cover')}
      />
    )
  }
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return (
    <span aria-hidden="true" className={classes}>
      {initials}
    </span>
  )
}
