import { formatDateTime } from '@pasarprompt/contracts/format'
import type { OrderStatus, OrderView } from '@pasarprompt/contracts/orders'
import {
  CircleCheck,
  CircleX,
  Clock,
  ExternalLink,
  FileText,
  TimerOff,
  UserPlus,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { usePublicConfig } from '@/features/auth/api/public-config'
import { isOrderRefusal, useOrder } from '@/features/orders/api/get-order'
import { OrderNotFound } from '@/features/orders/components/order-not-found'
import { OrderSummary } from '@/features/orders/components/order-summary'
import { PaymentSimulator } from '@/features/orders/components/payment-simulator'
import { PurchasedPrompt } from '@/features/orders/components/purchased-prompt'
import { useOrderLiveUpdates } from '@/features/orders/hooks/use-order-live-updates'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'

const text = common.orders.payment

/**
 * /payment/{orderId}?token=…: where the gateway returns the buyer, and the simulator's page.
 * It reads the order by session or by the signed token, follows it while it waits for payment
 * (polling for guests, live events for accounts) and opens the prompt once it is paid.
 */
export function PaymentPage() {
  const { orderId = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token')
  const session = useSession()
  const order = useOrder(orderId, token)
  const simulator = usePublicConfig().data?.paymentSimulator ?? false
  useOrderLiveUpdates()

  // A failed poll keeps the last answer on screen; only a first read that fails is shown.
  if (!order.data) {
    if (isOrderRefusal(order.error)) return <OrderNotFound signedIn={session.isLoggedIn} />
    if (order.error) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <Alert variant="destructive">{order.error.message}</Alert>
        </div>
      )
    }
    return <PaymentSkeleton />
  }
  return (
    <PaymentView
      order={order.data}
      token={token}
      simulator={simulator}
      signedIn={session.isLoggedIn}
    />
  )
}

function PaymentView({
  order,
  token,
  simulator,
  signedIn,
}: {
  order: OrderView
  token: string | null
  simulator: boolean
  signedIn: boolean
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <title>{`${text.title} ${order.number} — ${common.brand.name}`}</title>
      <StatusHeader order={order} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <MainPanel order={order} token={token} simulator={simulator} />
        </div>
        <aside aria-label={text.summary} className="grid gap-6 lg:sticky lg:top-24">
          <OrderSummary order={order}>
            {order.status === 'paid' ? (
              <>
                {order.productSlug ? (
                  <Button asChild variant="outline">
                    <Link to={paths.marketplace.prompt(order.productSlug)}>{text.viewPrompt}</Link>
                  </Button>
                ) : null}
                <Button asChild variant="outline">
                  <Link to={paths.payment.receipt(order.id, token)}>
                    <FileText aria-hidden="true" />
                    {text.receipt}
                  </Link>
                </Button>
              </>
            ) : null}
          </OrderSummary>
          {order.status === 'paid' && order.guest && !signedIn ? (
            <GuestInvitation email={order.buyerEmail} />
          ) : null}
        </aside>
      </div>
    </div>
  )
}

const statusLooks: Record<OrderStatus, { icon: ReactNode; tone: string }> = {
  pending: { icon: <Clock />, tone: 'bg-accent text-accent-foreground' },
  paid: { icon: <CircleCheck />, tone: 'bg-primary text-primary-foreground' },
  failed: { icon: <CircleX />, tone: 'bg-destructive/10 text-destructive' },
  expired: { icon: <TimerOff />, tone: 'bg-muted text-muted-foreground' },
  refunded: { icon: <CircleX />, tone: 'bg-muted text-muted-foreground' },
  chargeback: { icon: <CircleX />, tone: 'bg-destructive/10 text-destructive' },
}

function StatusHeader({ order }: { order: OrderView }) {
  const { icon, tone } = statusLooks[order.status]
  const [title, lead] =
    order.status === 'pending'
      ? [text.waiting, `${text.waitingLead} ${text.payBefore(formatDateTime(order.expiresAt))}`]
      : order.status === 'paid'
        ? [text.paid, text.paidLead(order.buyerEmail)]
        : order.status === 'failed'
          ? [text.failed, text.failedLead]
          : order.status === 'expired'
            ? [text.expired, text.expiredLead]
            : [text.reversed, text.reversedLead]
  return (
    <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-14 shrink-0 items-center justify-center rounded-full [&_svg]:size-7',
          tone,
        )}
      >
        {icon}
      </span>
      <div className="min-w-0" aria-live="polite">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{lead}</p>
      </div>
    </header>
  )
}

function MainPanel({
  order,
  token,
  simulator,
}: {
  order: OrderView
  token: string | null
  simulator: boolean
}) {
  if (order.status === 'pending') {
    if (!order.payment) return null
    if (simulator) return <PaymentSimulator paymentToken={order.payment.token} />
    return (
      <Card className="p-5">
        <p className="text-muted-foreground text-sm">{text.continueLead}</p>
        <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
          <a href={order.payment.redirectUrl}>
            {text.continue}
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </Card>
    )
  }
  if (order.status === 'paid') {
    return (
      <PurchasedPrompt
        productId={order.productId}
        access={token ? { orderId: order.id, token } : null}
      />
    )
  }
  const retry = order.status === 'failed' || order.status === 'expired'
  const next =
    order.status === 'failed'
      ? text.failedNext
      : order.status === 'expired'
        ? text.expiredNext
        : text.reversedNext
  return (
    <Card className="p-5">
      <p className="text-muted-foreground">{next}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        {retry ? (
          <Button asChild>
            <Link
              to={
                // The prompt while it is on sale, else the prompt list.
                order.productSlug
                  ? paths.marketplace.prompt(order.productSlug)
                  : paths.marketplace.prompts()
              }
            >
              {text.tryAgain}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={retry ? 'outline' : 'default'}>
          <Link to={paths.marketplace.prompts()}>{text.browse}</Link>
        </Button>
      </div>
    </Card>
  )
}

function GuestInvitation({ email }: { email: string }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        <UserPlus className="size-5 text-primary" aria-hidden="true" />
        {text.guestTitle}
      </h2>
      <p className="mt-2 text-muted-foreground text-sm">{text.guestLead(email)}</p>
      <Button asChild className="mt-4 w-full">
        <Link to={paths.auth.signUp({ email })}>{text.guestCta}</Link>
      </Button>
    </Card>
  )
}

function PaymentSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12" role="status" aria-label={common.loading}>
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-5 w-96 max-w-full" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-80" />
        <Skeleton className="h-72" />
      </div>
    </div>
  )
}
