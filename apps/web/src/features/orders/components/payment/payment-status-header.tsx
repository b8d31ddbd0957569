import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { OrderStatus, OrderView } from '@pasarprompt/contracts/orders'
import { CircleCheck, CircleX, Clock, TimerOff } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef } from 'react'
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
  const header = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  usePaidInView(order.status, header, heading)
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
    <header
      ref={header}
      className="flex scroll-mt-32 flex-col items-start gap-4 sm:flex-row sm:items-center"
    >
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
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-bold text-2xl tracking-tight outline-none sm:text-3xl"
        >
          {title}
        </h1>
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

/**
 * When the order turns paid while the buyer watches (on a phone they are far down, at the
 * simulator's buttons or in their bank's app), 'Pembayaran berhasil' is brought into view and
 * focused, so the news and the prompt below it are where the eyes and the screen reader are.
 */
function usePaidInView(
  status: OrderStatus,
  header: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const previous = useRef(status)
  useEffect(() => {
    const wasPending = previous.current === 'pending'
    previous.current = status
    if (!wasPending || status !== 'paid') return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    // The whole header (its icon above the title on a phone), clear of the sticky top bar.
    header.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' })
    heading.current?.focus({ preventScroll: true })
  }, [status, header, heading])
}
