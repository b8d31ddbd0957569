import { ShoppingBag } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/list/empty-state'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { ChatSellerButton } from '@/features/chat/components/chat-seller-button'
import { COMPLAINT_ANCHOR } from '@/features/complaints/components/buyer-complaint-panel'
import { OrderComplaintLink } from '@/features/complaints/components/order-complaint-link'
import { useComplaintLiveUpdates } from '@/features/complaints/hooks/use-complaint-live-updates'
import { useOrders } from '@/features/orders/api/list-orders'
import { BuyerOrderCard } from '@/features/orders/components/buyer-orders/buyer-order-card'
import { useOrderAnchor } from '@/features/orders/hooks/use-order-anchor'
import { useOrderLiveUpdates } from '@/features/orders/hooks/use-order-live-updates'
import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { useSession } from '@/lib/session/use-session'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'

const text = account.orders

/**
 * /account/order (Pesanan): the signed-in buyer's orders, newest first (the account frame shows
 * 'Account not found' to visitors before this page mounts). A paid order opens its
 * prompt here (copy it, fill its variables); one that ended unpaid offers 'Beli lagi'.
 */
export function OrdersPage() {
  const session = useSession()
  const orders = useOrders({ uid: session.uid, enabled: session.isLoggedIn })
  const purchased = usePurchasedPrompts()
  useOrderLiveUpdates()
  useComplaintLiveUpdates()
  const anchored = useOrderAnchor(orders)
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <title>{`${text.title} — ${common.brand.name}`}</title>
      <h2 className="font-bold text-2xl tracking-tight">{text.title}</h2>
      <p className="mt-1 text-muted-foreground">{text.lead}</p>
      <div className="mt-8">
        {session.isLoading || (session.isLoggedIn && orders.isPending) ? (
          <ul className="grid gap-3" aria-label={common.loading}>
            {[1, 2, 3].map((key) => (
              <li key={key}>
                <Skeleton className="h-32 sm:h-28" />
              </li>
            ))}
          </ul>
        ) : orders.error ? (
          <Alert variant="destructive">{orders.error.message}</Alert>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<ShoppingBag className="size-8" aria-hidden="true" />}
            title={text.empty}
            lead={text.emptyLead}
            action={
              <Button asChild>
                <Link to={paths.marketplace.prompts()}>{text.browse}</Link>
              </Button>
            }
          />
        ) : (
          <>
            <ul className="grid gap-4">
              {items.map((order) => (
                <li key={order.id}>
                  <BuyerOrderCard
                    order={order}
                    ownedElsewhere={
                      order.status !== 'paid' && purchased.orderOf.has(order.productId)
                    }
                    highlighted={order.id === anchored}
                    chatButton={
                      <ChatSellerButton shopSlug={order.shopSlug} orderId={order.id} size="sm" />
                    }
                    complaintSlot={
                      <OrderComplaintLink
                        complaint={order.complaint}
                        complainUntil={order.complainUntil}
                        to={`${paths.payment.order(order.id, null)}#${COMPLAINT_ANCHOR}`}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
            {orders.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button
                  type="button"
                  variant="outline"
                  disabled={orders.isFetchingNextPage}
                  onClick={() => void orders.fetchNextPage()}
                >
                  {orders.isFetchingNextPage ? common.loading : text.more}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  )
}
