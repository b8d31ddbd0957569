import {
  DEFAULT_STATISTICS_RANGE,
  isStatisticsRange,
  type StatisticsRange,
} from '@pasarprompt/contracts/statistics-for-shop'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { useShopStatistics } from '@/features/statistics/api/get-shop-statistics'
import { AffiliateStatistics } from '@/features/statistics/components/affiliate-statistics'
import { DailyChart } from '@/features/statistics/components/daily-chart'
import { DailyTable } from '@/features/statistics/components/daily-table'
import { RangeSwitch } from '@/features/statistics/components/range-switch'
import { SummaryCards } from '@/features/statistics/components/summary-cards'
import { TopPrompts } from '@/features/statistics/components/top-prompts'
import { TryStatistics } from '@/features/statistics/components/try-statistics'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.statistics

/**
 * /app/statistics: views, sales, revenue and conversion per day, what affiliate links brought
 * and what "Coba dulu" tries brought; any member of the shop.
 */
export function StatisticsPage() {
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('rentang'))
  const range: StatisticsRange = isStatisticsRange(asked) ? asked : DEFAULT_STATISTICS_RANGE
  const statistics = useShopStatistics(session.organizationId, range)
  const data = statistics.data
  const idle = data && data.totals.views === 0 && data.totals.sales === 0

  return (
    <div className="grid gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="text-muted-foreground">{text.lead}</p>
        </div>
        <RangeSwitch
          value={range}
          onChange={(next) => setParams({ rentang: String(next) }, { replace: true })}
        />
      </div>
      {statistics.error ? (
        <Alert variant="destructive">{statistics.error.message}</Alert>
      ) : !data ? (
        <div className="grid gap-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : (
        <div
          className={cn(
            'grid gap-6 transition-opacity',
            statistics.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={statistics.isPlaceholderData}
        >
          <SummaryCards totals={data.totals} />
          {idle ? <Alert>{text.noActivity}</Alert> : null}
          <DailyChart days={data.days} range={data.range} />
          <TopPrompts prompts={data.topPrompts} />
          <AffiliateStatistics affiliate={data.affiliate} range={data.range} />
          <TryStatistics tries={data.tries} range={data.range} />
          <DailyTable days={data.days} totals={data.totals} range={data.range} />
        </div>
      )}
    </div>
  )
}
