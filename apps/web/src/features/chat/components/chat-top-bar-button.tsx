import { MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { badgeCount } from '@/lib/badge-count'
import { useSession } from '@/lib/session/use-session'
import { chatText as text } from '@/locales/id/chat'
import { useChatUnread } from '../api/chat'

/** The buyer's chats from the top bar (signed-in only), with the unread messages' badge. */
export function ChatTopBarButton() {
  const session = useSession()
  const unread = useChatUnread('buyer').data?.messages ?? 0
  if (!session.isLoggedIn) return null
  const badge = badgeCount(unread)
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link
        to={paths.account.chat}
        aria-label={text.topBarButton(unread)}
        data-testid="chat-button"
      >
        <MessageCircle aria-hidden="true" />
        {badge ? (
          <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center font-semibold text-[11px] text-destructive-foreground leading-5">
            {badge}
          </span>
        ) : null}
      </Link>
    </Button>
  )
}
