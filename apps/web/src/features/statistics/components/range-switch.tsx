import { STATISTICS_RANGES, type StatisticsRange } from '@pasarprompt/contracts/statistics-for-shop'
import { Button } from '@/components/ui/button'
import { seller } from '@/locales/id/seller'

const text = seller.statistics

/** 7, 30 or 90 days: one pressed button among three. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: StatisticsRange
  onChange: (range: StatisticsRange) => void
}) {
  return (
    <fieldset className="flex gap-1 rounded-lg border bg-card p-1">
      <legend className="sr-only">{text.rangeLegend}</legend>
      {STATISTICS_RANGES.map((range) => (
        <Button
          key={range}
          size="sm"
          variant={range === value ? 'default' : 'ghost'}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {text.range(range)}
        </Button>
      ))}
    </fieldset>
  )
}
