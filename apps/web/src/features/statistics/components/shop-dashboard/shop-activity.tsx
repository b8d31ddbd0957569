import type { ActiveShop } from '@pasarprompt/contracts/shops'
import type { ShopDashboard } from '@pasarprompt/contracts/statistics-for-shop'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useLiveEvent } from '@/lib/live-events'
import { seller } from '@/locales/id/seller'
import { useShopDashboard } from '../../api/get-shop-dashboard'
import { statisticsKeys } from '../../api/query-keys'
import { useNextSteps } from '../../hooks/use-next-steps'
import { DailySales } from '../daily-sales'
import { NextSteps } from '../next-steps'
import { PromptsToWatchCard } from './prompts-to-watch-card'
import { RecentOrdersCard } from './recent-orders-card'
import { SalesTallies } from './sales-tallies'

const dash = seller.dashboard

/** Sales today and this month, 30 days of revenue, the latest orders, prompts to look at. */
export function ShopActivity({ shop, canManage }: { shop: ActiveShop; canManage: boolean }) {
  const organizationId = shop.id
  const queryClient = useQueryClient()
  const dashboard = useShopDashboard(organizationId)
  // A sale, a release or a refund: the numbers here moved too.
  useLiveEvent(
    'balance.updated',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: statisticsKeys.shopDashboard(organizationId) })
    }, [queryClient, organizationId]),
  )
  if (dashboard.isPending) return <Skeleton className="h-64 w-full" />
  if (dashboard.error) return <Alert variant="destructive">{dashboard.error.message}</Alert>
  return <Activity shop={shop} canManage={canManage} dashboard={dashboard.data} />
}

function Activity({
  shop,
  canManage,
  dashboard,
}: {
  shop: ActiveShop
  canManage: boolean
  dashboard: ShopDashboard
}) {
  const steps = useNextSteps(shop, canManage, dashboard.promptCount)
  return (
    <>
      <NextSteps steps={steps} />
      <SalesTallies today={dashboard.today} month={dashboard.month} />
      <Card aria-labelledby="grafik-judul">
        <CardHeader>
          <CardTitle id="grafik-judul" className="text-lg">
            {dash.chartTitle}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DailySales days={dashboard.days} />
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentOrdersCard recentOrders={dashboard.recentOrders} />
        <PromptsToWatchCard promptsToWatch={dashboard.promptsToWatch} />
      </div>
    </>
  )
}
