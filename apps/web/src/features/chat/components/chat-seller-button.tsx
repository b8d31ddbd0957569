import { MessageCircle } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { chatText as text } from '@/locales/id/chat'
import { useOpenChat } from '../api/chat'

/**
 * "Chat penjual": opens (or gets back) the buyer's channel with the shop and goes to it. Signed
 * out, it goes to sign in first and comes back to this page. Hidden for the shop's own members.
 * From a prompt's page or an order, the channel records it (the card above the conversation).
 */
export function ChatSellerButton({
  shopSlug,
  promptId,
  orderId,
  variant = 'outline',
  size,
  className,
}: {
  shopSlug: string
  promptId?: string
  orderId?: string
  variant?: 'outline' | 'secondary' | 'default' | 'ghost'
  size?: 'sm' | 'default'
  className?: string
}) {
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const open = useOpenChat()
  // The shop's own members answer its buyers in /app/customer; they cannot be its buyer.
  if (session.memberships.some((membership) => membership.slug === shopSlug)) return null
  const onClick = () => {
    if (!session.isLoggedIn) {
      void navigate(paths.auth.signIn(`${location.pathname}${location.search}`))
      return
    }
    open.mutate(
      { shopSlug, promptId, orderId },
      {
        onSuccess: (channel) => void navigate(paths.account.chatChannel(channel.id)),
        onError: (error) => toast({ title: error.message, variant: 'destructive' }),
      },
    )
  }
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      disabled={open.isPending || session.isLoading}
      onClick={onClick}
    >
      <MessageCircle aria-hidden="true" />
      {open.isPending ? text.opening : text.chatSeller}
    </Button>
  )
}
