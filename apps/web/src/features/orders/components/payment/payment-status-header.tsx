import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { OrderStatus, OrderView } from '@pasarprompt/contracts/orders'
import { CircleCheck, CircleX, Clock, TimerOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.payment

const statusLooks: Record<OrderStatus, { icon: ReactNode; tone: string }> = {
  pending: { icon: <Clock />, tone: 'bg-accent text-accent-foreground' },
  paid: { icon: <CircleCheck />, tone: 'bg-primary text-primary-foreground' },
  failed: { icon: <CircleX />, tone: 'bg-destructive/10 text-destructive' },
  expired: { icon: <TimerOff />, tone: 'bg-muted text-muted-foreground' },
  refunded: { icon: <CircleX />, tone: 'bg-muted text-muted-foreground' },
  chargeback: { icon: <CircleX />, tone: 'bg-destructive/10 text-destructive' },
}

/** The order's status in a word, an icon and what it means for the buyer. */
export function PaymentStatusHeader({ order }: { order: OrderView }) {
  const { icon, tone } = statusLooks[order.status]
  const [title, lead] =
    order.status === 'pending'
      ? [text.waiting, text.waitingLead]
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
        {order.status === 'pending' ? (
          // The one deadline on the page: the gateway's, in Jakarta time.
          <p className="mt-1 font-semibold" data-testid="pay-before">
            {text.payBefore(formatDateTimeWib(order.payBefore))}
          </p>
        ) : null}
        <p className="mt-1 max-w-2xl text-muted-foreground">{lead}</p>
      </div>
    </header>
  )
}
