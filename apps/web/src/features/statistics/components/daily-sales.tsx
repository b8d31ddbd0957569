import { formatRupiah } from '@pasarprompt/contracts/format'
import type { ShopDashboard } from '@pasarprompt/contracts/statistics-for-shop'
import { formatRupiahCompact } from '@/components/charts/chart-format'
import { niceTicks } from '@/components/charts/chart-scale'
import { seller } from '@/locales/id/seller'

const text = seller.dashboard
const dayLabel = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

/**
 * Revenue per day as bars over a value axis (round rupiah steps with their gridlines) and the
 * first and last day. Each bar is a focusable item whose label is read out; the totals sit beside
 * it, so nothing is shown only as a picture.
 */
export function DailySales({ days }: { days: ShopDashboard['days'] }) {
  const top = Math.max(...days.map((day) => day.revenue), 0)
  // A month without sales has one line, Rp 0 (not a made-up "Rp 1" above it).
  const ticks = top > 0 ? niceTicks(top, 3) : [0]
  const max = Math.max(ticks.at(-1) ?? 1, 1)
  const total = days.reduce((sum, day) => sum + day.revenue, 0)
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-2">
      {/* The axis repeats what every bar's label says: hidden from screen readers. */}
      <div aria-hidden="true" className="relative h-36 text-right text-muted-foreground text-xs">
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 translate-y-1/2 whitespace-nowrap tabular-nums"
            style={{ bottom: `${(tick / max) * 100}%` }}
          >
            {formatRupiahCompact(tick)}
          </span>
        ))}
        {/* The labels above are placed absolutely: this unseen copy of the widest gives the
            column its width, so no label starts left of the card. */}
        <span className="invisible block whitespace-nowrap tabular-nums">{widestLabel(ticks)}</span>
      </div>
      <div className="relative h-36">
        <div aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute inset-x-0 border-border border-t border-dashed"
              style={{ bottom: `${(tick / max) * 100}%` }}
            />
          ))}
        </div>
        <ol
          className="relative flex h-36 items-end gap-0.5 sm:gap-1"
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
      </div>
      <figcaption className="col-start-2 flex justify-between text-muted-foreground text-xs">
        <span>{first ? dayLabel.format(new Date(first.day)) : ''}</span>
        <span>{last ? dayLabel.format(new Date(last.day)) : ''}</span>
      </figcaption>
    </figure>
  )
}

function widestLabel(ticks: number[]): string {
  return ticks
    .map(formatRupiahCompact)
    .reduce((widest, label) => (label.length > widest.length ? label : widest), '')
}
