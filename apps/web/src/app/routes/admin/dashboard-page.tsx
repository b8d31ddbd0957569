import type { AdminDashboard } from '@pasarprompt/contracts/admin-platform'
import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { AdminAccess } from '@pasarprompt/contracts/session'
import { Banknote, ChevronRight, Package, ShieldCheck } from 'lucide-react'
import { Link, useOutletContext, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { formatNumberCompact, formatRupiahCompact } from '@/components/charts/chart-format'
import { type Metric, MetricChart } from '@/components/charts/metric-chart'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useAdminDashboard } from '@/features/statistics/api/get-admin-dashboard'
import { useSession } from '@/lib/session/use-session'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin
const overview = text.overview
const RANGES = [7, 30, 90] as const

type DayKey = 'gmv' | 'platformRevenue' | 'orders' | 'newShops'
const metrics: Metric<DayKey>[] = [
  { key: 'gmv', label: overview.gmv, kind: 'bar', format: formatRupiah, axis: formatRupiahCompact },
  {
    key: 'platformRevenue',
    label: overview.platformRevenue,
    kind: 'bar',
    format: formatRupiah,
    axis: formatRupiahCompact,
  },
  {
    key: 'orders',
    label: overview.orders,
    kind: 'bar',
    format: formatNumber,
    axis: formatNumberCompact,
  },
  {
    key: 'newShops',
    label: overview.newShops,
    kind: 'line',
    format: formatNumber,
    axis: formatNumberCompact,
  },
]

/** /admin/dashboard: the platform's figures per day and the work waiting for staff. */
export function AdminDashboardPage() {
  const access = useOutletContext<z.infer<typeof AdminAccess>>()
  const session = useSession()
  const [params, setParams] = useSearchParams()
  const asked = Number(params.get('rentang'))
  const range = RANGES.find((value) => value === asked) ?? 30
  const dashboard = useAdminDashboard(range)
  const waiting = [
    {
      to: paths.admin.products,
      icon: Package,
      label: text.waitingReview,
      count: access.waiting.reviewQueue,
    },
    {
      to: paths.admin.payouts,
      icon: Banknote,
      label: text.waitingPayouts,
      count: access.waiting.openPayouts,
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${text.dashboard} — ${common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl">{text.dashboard}</h1>
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            {access.organizationName} · {text.actingAs(session.name ?? '', session.email ?? '')}
          </p>
        </div>
        <fieldset className="flex gap-1 rounded-md border bg-card p-1">
          <legend className="sr-only">{overview.rangeLegend}</legend>
          {RANGES.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === range ? 'default' : 'ghost'}
              aria-pressed={value === range}
              onClick={() => setParams({ rentang: String(value) }, { replace: true })}
            >
              {overview.range(value)}
            </Button>
          ))}
        </fieldset>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {waiting.map((item) => (
          <Link key={item.to} to={item.to} className="group">
            <Card className="transition-colors group-hover:border-primary/50">
              <CardContent className="flex items-center gap-4 pt-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-muted-foreground text-sm">{item.label}</span>
                  <span className="block font-bold text-2xl tabular-nums">{item.count}</span>
                </span>
                <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
              </CardContent>
            </Card>
          </Link>
        ))}
      </div>
      {dashboard.error ? (
        <Alert variant="destructive">{dashboard.error.message}</Alert>
      ) : dashboard.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <Figures data={dashboard.data} />
      )}
    </div>
  )
}

function Figures({ data }: { data: AdminDashboard }) {
  const cards = [
    { label: overview.gmv, hint: overview.gmvHint, value: formatRupiah(data.totals.gmv) },
    {
      label: overview.platformRevenue,
      hint: overview.platformRevenueHint,
      value: formatRupiah(data.totals.platformRevenue),
    },
    {
      label: overview.gatewayFees,
      hint: overview.gatewayFeesHint,
      value: formatRupiah(data.totals.gatewayFees),
    },
    {
      label: overview.orders,
      hint: overview.period(data.range),
      value: formatNumber(data.totals.orders),
    },
    {
      label: overview.newShops,
      hint: overview.period(data.range),
      value: formatNumber(data.totals.newShops),
    },
  ]
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        {cards.map((card) => (
          <Card key={card.label}>
            <CardContent className="grid gap-1 pt-6">
              <p className="text-muted-foreground text-sm">{card.label}</p>
              <p className="font-bold text-xl tabular-nums">{card.value}</p>
              <p className="text-muted-foreground text-xs">{card.hint}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <MetricChart
        title={overview.chartTitle}
        legend={overview.chartLegend}
        keyboardHint={overview.keyboardHint}
        days={data.days}
        metrics={metrics}
        summary={(metric, total, best) =>
          overview.chartSummary(metric.label, overview.period(data.range), total, best)
        }
      />
    </>
  )
}
