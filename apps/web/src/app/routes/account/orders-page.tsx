import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import type { BuyerOrderList } from '@pasarprompt/contracts/orders'
import { Receipt, ShoppingBag } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useOrders } from '@/features/orders/api/list-orders'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { useOrderLiveUpdates } from '@/features/orders/hooks/use-order-live-updates'
import { useSession } from '@/lib/session/use-session'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'

const text = account.orders

type OrderItem = BuyerOrderList['items'][number]

/** /account/order: the signed-in buyer's orders, newest first, each opening its payment page. */
export function OrdersPage() {
  const session = useSession()
  const orders = useOrders({ uid: session.uid, enabled: session.isLoggedIn })
  useOrderLiveUpdates()
  const items = orders.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <title>{`${text.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-3xl tracking-tight">{text.title}</h1>
      <p className="mt-2 text-muted-foreground">{text.lead}</p>
      <div className="mt-8">
        {session.isLoading || (session.isLoggedIn && orders.isPending) ? (
          <ul className="grid gap-3" aria-label={common.loading}>
            {[1, 2, 3].map((key) => (
              <li key={key}>
                <Skeleton className="h-32 sm:h-28" />
              </li>
            ))}
          </ul>
        ) : !session.isLoggedIn ? (
          <EmptyState
            icon={<Receipt className="size-8" aria-hidden="true" />}
            title={text.signInTitle}
            lead={text.signInLead}
            action={
              <Button asChild>
                <Link to={paths.auth.signIn(paths.account.orders)}>{text.signIn}</Link>
              </Button>
            }
          />
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
            <ul className="grid gap-3">
              {items.map((order) => (
                <li key={order.id}>
                  <OrderRow order={order} />
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

function OrderRow({ order }: { order: OrderItem }) {
  const paid = order.status === 'paid'
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="break-all font-mono text-muted-foreground text-xs">{order.number}</span>
          <OrderStatusBadge status={order.status} />
        </div>
        <h2 className="mt-2 break-words font-semibold leading-snug">
          <Link
            to={paths.payment.order(order.id, null)}
            className="hover:text-primary hover:underline"
          >
            {order.productTitle}
          </Link>
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">
          {text.from(order.shopName)} · {formatDateTime(order.createdAt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
        <span className="font-bold text-lg tracking-tight">
          {order.price === 0 ? common.orders.checkout.free : formatRupiah(order.price)}
        </span>
        <div className="flex gap-2">
          {paid ? (
            <Button asChild size="sm">
              <Link
                to={
                  order.productSlug
                    ? paths.marketplace.prompt(order.productSlug)
                    : paths.payment.order(order.id, null)
                }
              >
                {text.viewPrompt}
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link
              to={paths.payment.order(order.id, null)}
              aria-label={text.detailsOf(order.number)}
            >
              {text.details}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  )
}

function EmptyState({
  icon,
  title,
  lead,
  action,
}: {
  icon: ReactNode
  title: string
  lead: string
  action: ReactNode
}) {
  return (
    <div className="rounded-lg border bg-card p-8 text-center sm:p-12">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <h2 className="mt-4 font-semibold text-lg">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-muted-foreground text-sm">{lead}</p>
      <div className="mt-6">{action}</div>
    </div>
  )
}
