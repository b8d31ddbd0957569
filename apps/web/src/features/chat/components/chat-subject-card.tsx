import type { ChatSide, ChatSubject } from '@pasarprompt/contracts/chat'
import { ImageIcon } from 'lucide-react'
import { Link } from 'react-router'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { smallImageUrl } from '@/components/responsive-image'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { priceLabel } from '@/lib/price-label'
import { chatText as text } from '@/locales/id/chat'

/**
 * Above the messages: the prompt the chat is about (thumbnail, title linking to its page while it
 * is public, price) and the buyer's order of it, linking to the order in the viewer's own area.
 */
export function ChatSubjectCard({ subject, side }: { subject: ChatSubject; side: ChatSide }) {
  const { prompt, order } = subject
  return (
    <Card
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
      data-testid="chat-subject"
    >
      <div className="flex aspect-video w-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted">
        {prompt.thumbnailUrl ? (
          <img
            src={smallImageUrl(prompt.thumbnailUrl)}
            alt=""
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImageIcon className="size-5 text-accent-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="grid min-w-0 gap-0.5">
        <span className="text-muted-foreground text-xs">{text.subjectAbout}</span>
        {prompt.slug ? (
          <Link
            to={paths.marketplace.prompt(prompt.slug)}
            className="truncate font-semibold text-sm hover:text-primary hover:underline"
          >
            {prompt.title}
          </Link>
        ) : (
          <span className="truncate font-semibold text-sm">{prompt.title}</span>
        )}
        <span className="font-medium text-sm">{priceLabel(prompt.price)}</span>
      </div>
      {order ? (
        <Link
          to={side === 'buyer' ? paths.account.order(order.id) : paths.app.order(order.id)}
          className="col-span-2 flex flex-wrap items-center gap-2 border-t pt-2 text-xs hover:underline sm:col-span-1 sm:grid sm:justify-items-end sm:border-t-0 sm:pt-0"
        >
          <span className="font-medium">{text.subjectOrder(order.number)}</span>
          <OrderStatusBadge status={order.status} />
        </Link>
      ) : null}
    </Card>
  )
}
