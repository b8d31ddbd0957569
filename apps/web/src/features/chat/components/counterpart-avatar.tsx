import type { ChatSide } from '@pasarprompt/contracts/chat'
import { Store, UserRound } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * The other side of a conversation: their picture (a shop's logo, a buyer's avatar), or the
 * shop or person icon. `side` is the viewer's side: a buyer sees shops, a shop sees people.
 */
export function CounterpartAvatar({
  imageUrl,
  side,
  size = 'md',
}: {
  imageUrl: string | null
  side: ChatSide
  size?: 'md' | 'lg'
}) {
  const box = size === 'lg' ? 'size-11' : 'size-10'
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={cn(box, 'rounded-full object-cover')} />
  }
  const Icon = side === 'buyer' ? Store : UserRound
  return (
    <span
      className={cn(
        box,
        'flex items-center justify-center rounded-full bg-accent text-accent-foreground',
      )}
      aria-hidden="true"
    >
      <Icon className={size === 'lg' ? 'size-5' : 'size-4'} />
    </span>
  )
}
