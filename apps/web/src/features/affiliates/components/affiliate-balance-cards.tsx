import type { AffiliateOverview } from '@pasarprompt/contracts/affiliates'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Card } from '@/components/ui/card'
import { affiliatesText } from '@/locales/id/affiliates'

const text = affiliatesText.account.balance

/**
 * The soonest day a held fee becomes available, or null when none is held or that day has passed
 * (a suspended shop's fees stay held: no date to promise).
 */
export function nextRelease(orders: AffiliateOverview['orders'], now = Date.now()): string | null {
  const days = orders
    .filter((order) => order.status === 'held' && order.releaseAt !== null)
    .map((order) => order.releaseAt as string)
    .sort()
  const soonest = days[0]
  return soonest && new Date(soonest).getTime() + DAY_MS > now ? soonest : null
}

/** Tersedia, Ditahan (with when the next fee is released) and Sedang dicairkan. */
export function AffiliateBalanceCards({ overview }: { overview: AffiliateOverview }) {
  const release = nextRelease(overview.orders)
  const cards = [
    {
      key: 'available',
      label: text.available,
      value: overview.available,
      hint: text.availableHint,
    },
    {
      key: 'held',
      label: text.held,
      value: overview.held,
      hint:
        release && overview.held > 0 ? text.availableFrom(formatDateWib(release)) : text.heldHint,
    },
    { key: 'reserved', label: text.reserved, value: overview.reserved, hint: text.reservedHint },
  ] as const
  return (
    <dl aria-label={text.label} className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ key, label, value, hint }) => (
        // The card is the list's group: its term and values are its direct children.
        <Card key={key} className="flex flex-col gap-1 p-5">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="font-bold text-2xl tabular-nums" data-testid={`affiliate-${key}`}>
            {formatRupiah(value)}
          </dd>
          <dd className="text-muted-foreground text-xs">{hint}</dd>
        </Card>
      ))}
    </dl>
  )
}
