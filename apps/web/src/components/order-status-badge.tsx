import { type OrderStatus, orderStatusLabels } from '@pasarprompt/contracts/orders'
import { cn } from '@/lib/cn'

const tones: Record<OrderStatus, string> = {
  pending: 'border-primary/40 bg-card text-primary',
  paid: 'border-primary/30 bg-accent text-accent-foreground',
  failed: 'border-destructive/40 bg-destructive/10 text-destructive',
  expired: 'border-border bg-muted text-muted-foreground',
  refunded: 'border-border bg-muted text-muted-foreground',
  chargeback: 'border-destructive/40 bg-destructive/10 text-destructive',
}

/** An order's status as a small coloured label ('Lunas', 'Menunggu pembayaran'…). */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        tones[status],
        className,
      )}
    >
      {orderStatusLabels[status]}
    </span>
  )
}
