import { formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopDashboard } from '@pasarprompt/contracts/seller-dashboard'
import { seller } from '@/locales/id/seller'

const text = seller.dashboard
const dayLabel = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/**
 * Revenue per day as bars. Each bar is a focusable item whose label is read out; the totals sit
 * beside it, so nothing is shown only as a picture.
 */
export function DailySales({ days }: { days: ShopDashboard['days'] }) {
  const max = Math.max(...days.map((day) => day.revenue), 1)
  const total = days.reduce((sum, day) => sum + day.revenue, 0)
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure className="grid gap-2">
      <ol
        className="flex h-36 items-end gap-0.5 sm:gap-1"
        aria-label={text.chartLabel(formatRupiah(total))}
      >
        {days.map((day) => {
          const label = `${dayLabel.format(new Date(day.day))}: ${formatRupiah(day.revenue)}, ${text.sold(day.sales)}`
          return (
            <li
              key={day.day}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: each bar can be focused to hear its value
              tabIndex={0}
              aria-label={label}
              title={label}
              className="group relative flex h-full flex-1 items-end rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className="w-full rounded-t-sm bg-primary/80 group-hover:bg-primary group-focus-visible:bg-primary"
                style={{
                  height: `${Math.max((day.revenue / max) * 100, day.revenue > 0 ? 4 : 1)}%`,
                }}
              />
            </li>
          )
        })}
      </ol>
      <figcaption className="flex justify-between text-muted-foreground text-xs">
        <span>{first ? dayLabel.format(new Date(first.day)) : ''}</span>
        <span>{last ? dayLabel.format(new Date(last.day)) : ''}</span>
      </figcaption>
    </figure>
  )
}
