import type { AffiliateOverview } from '@pasarprompt/contracts/affiliates'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Card } from '@/components/ui/card'
import { affiliatesText } from '@/locales/id/affiliates'

const text = affiliatesText.account.balance

/** The soonest moment a held fee becomes available, or null when none is held. */
export function nextRelease(orders: AffiliateOverview['orders']): string | null {
  const moments = orders
    .filter((order) => order.status === 'held' && order.releaseAt !== null)
    .map((order) => order.releaseAt as string)
    .sort()
  return moments[0] ?? null
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
        release && overview.held > 0
          ? text.availableFrom(formatDateTimeWib(release))
          : text.heldHint,
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
