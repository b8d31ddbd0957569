import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'

/** A person's round picture: their avatar, or their name's initial on green. */
export function Avatar({
  name,
  image,
  className = 'size-20 text-2xl',
}: {
  name: string
  image: string | null
  className?: string
}) {
  return image ? (
    <img
      src={image}
      alt={common.avatarOf(name)}
      width={512}
      height={512}
      className={cn('shrink-0 rounded-full border object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
