import { Heart } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { useToggleWishlist, useWishlist } from '../api/wishlist'

/** Saves a prompt to the wishlist (signed out: asks to sign in first). */
export function WishlistToggle({ promptId, className }: { promptId: string; className?: string }) {
  const { isLoggedIn } = useSession()
  const navigate = useNavigate()
  const { productIds } = useWishlist()
  const toggle = useToggleWishlist()
  const saved = productIds.includes(promptId)

  const onClick = () => {
    if (!isLoggedIn) {
      navigate(paths.auth.signIn(window.location.pathname))
      return
    }
    toggle.mutate(
      { promptId, saved: !saved },
      {
        onSuccess: () =>
          toast({ title: saved ? marketplace.wishlist.removed : marketplace.wishlist.added }),
        onError: (error) =>
          toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
      },
    )
  }
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={onClick}
      className={cn(className)}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-primary text-primary')} />
      {saved ? marketplace.wishlist.saved : marketplace.wishlist.save}
    </Button>
  )
}
