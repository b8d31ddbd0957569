import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useChatChannel } from '@/features/chat/api/chat'
import { ChatSubjectCard } from '@/features/chat/components/chat-subject-card'
import { Conversation } from '@/features/chat/components/conversation'
import { CounterpartAvatar } from '@/features/chat/components/counterpart-avatar'
import { ApiError } from '@/lib/http'
import { useSession } from '@/lib/session/use-session'
import { chatText as text } from '@/locales/id/chat'
import { common } from '@/locales/id/common'
import { AreaNotFound } from '../../layout/area-not-found'

/**
 * /app/customer/channel/{id} (spec §2): the conversation with one buyer, and beside it that
 * buyer's orders from this shop. Any member of the active shop.
 */
export function CustomerChannelPage() {
  const { id = '' } = useParams()
  const session = useSession()
  const channel = useChatChannel('shop', id)
  // An address that names no channel of this shop — not an id at all (the server's 400), none
  // (404), or another shop's (404, so nothing is revealed) — is the area's not-found page.
  const error = channel.error
  if (error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_FAILED')) {
    return (
      <>
        <title>{`${common.notFound.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
        <AreaNotFound backTo={paths.app.customers} backLabel={text.allChannels} />
      </>
    )
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <Link
        to={paths.app.customers}
        className="flex items-center gap-1 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {text.allChannels}
      </Link>
      <DetailStates query={channel}>
        {(data) => (
          <>
            <title>{`${data.counterpart.name} — ${session.activeShop?.name ?? common.brand.name}`}</title>
            <div className="flex items-center gap-3">
              <CounterpartAvatar imageUrl={data.counterpart.imageUrl} side="shop" size="lg" />
              <h1 className="min-w-0 flex-1 truncate font-bold text-2xl tracking-tight">
                {data.counterpart.name}
              </h1>
            </div>
            <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
              <div className="grid min-w-0 gap-3">
                {data.subject ? <ChatSubjectCard subject={data.subject} side="shop" /> : null}
                <Conversation channel={data} side="shop" />
              </div>
              <Card className="p-4">
                <h2 className="font-semibold text-sm">{text.buyerOrders}</h2>
                {data.orders.length === 0 ? (
                  <p className="mt-2 text-muted-foreground text-sm">{text.noOrders}</p>
                ) : (
                  <ul className="mt-2 divide-y">
                    {data.orders.map((order) => (
                      <li key={order.id} className="py-2.5">
                        <Link
                          to={paths.app.order(order.id)}
                          className="grid gap-0.5 text-sm hover:underline"
                        >
                          <span className="truncate font-medium">{order.promptTitle}</span>
                          <span className="text-muted-foreground text-xs">
                            {order.number} · {formatDateWib(order.createdAt)}
                          </span>
                          <span className="flex items-center gap-2 text-xs">
                            {formatRupiah(order.price)}
                            <OrderStatusBadge status={order.status} />
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </div>
          </>
        )}
      </DetailStates>
    </div>
  )
}
