import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { orderStatusLabels } from '@pasarprompt/contracts/orders'
import type { ActiveShop } from '@pasarprompt/contracts/shops'
import { useQueryClient } from '@tanstack/react-query'
import { ExternalLink, Users } from 'lucide-react'
import { useCallback } from 'react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { activeShopQueryKey, useActiveShop } from '@/features/shops/api/active-shop'
import { useShopDashboard } from '@/features/statistics/api/get-shop-dashboard'
import { DailySales } from '@/features/statistics/components/daily-sales'
import { type NextStep, NextSteps } from '@/features/statistics/components/next-steps'
import { useLiveEvent } from '@/lib/live-events'
import { useShopBalance } from '@/lib/session/shop-balance'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

/** /app/dashboard: the active shop, its balance (owners and admins), sales and what needs doing. */
export function DashboardPage() {
  const session = useSession()
  const queryClient = useQueryClient()
  const shop = useActiveShop(session.organizationId)
  const canManage = session.role === 'owner' || session.role === 'admin'

  // Another member saved the profile: show it without a reload.
  useLiveEvent(
    'shop.updated',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: activeShopQueryKey(session.organizationId) })
    }, [queryClient, session.organizationId]),
  )

  if (shop.isPending) return <Skeleton className="h-48 w-full" />
  if (shop.error || !shop.data) {
    return <Alert variant="destructive">{shop.error?.message ?? common.errors.generic}</Alert>
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${seller.app.dashboard} — ${shop.data.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{seller.app.dashboard}</h1>
        <p className="text-muted-foreground">{seller.app.welcome(session.name ?? '')}</p>
      </div>
      <ShopCard shop={shop.data} />
      {canManage && <BalanceCard organizationId={shop.data.id} />}
      <ShopActivity shop={shop.data} canManage={canManage} />
    </div>
  )
}

/** Owners and admins: the balance, live over the event stream (members see no money). */
function BalanceCard({ organizationId }: { organizationId: string }) {
  const balance = useShopBalance(organizationId, true)
  const amounts = [
    { key: 'available', label: seller.balance.available, value: balance.data?.available },
    { key: 'held', label: seller.balance.held, value: balance.data?.held },
    { key: 'reserved', label: seller.balance.reserved, value: balance.data?.reserved },
  ]
  return (
    <Card aria-labelledby="saldo-toko">
      <CardHeader>
        <CardTitle id="saldo-toko" className="flex items-center justify-between text-lg">
          {seller.balance.title}
          <span className="inline-flex items-center gap-1.5 font-normal text-muted-foreground text-xs">
            <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
            {seller.balance.live}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {balance.error ? (
          <Alert variant="destructive">{balance.error.message}</Alert>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            {amounts.map((amount) => (
              <div key={amount.key} className="grid gap-1">
                <dt className="text-muted-foreground text-sm">{amount.label}</dt>
                <dd className="font-bold text-2xl tabular-nums" data-testid={`saldo-${amount.key}`}>
                  {amount.value === undefined ? (
                    <Skeleton className="h-8 w-32" />
                  ) : (
                    formatRupiah(amount.value)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-muted-foreground text-sm">{seller.balance.heldNote}</p>
      </CardContent>
    </Card>
  )
}

function ShopCard({ shop }: { shop: ActiveShop }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{shop.name}</CardTitle>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {`${window.location.host}/${shop.slug}`}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {seller.app.members(shop.memberCount)}
          </span>
          <span>{seller.app.status[shop.status]}</span>
        </p>
      </CardHeader>
      <CardContent>{shop.description || common.shopNoDescription}</CardContent>
    </Card>
  )
}

const dash = seller.dashboard

/** Sales today and this month, 30 days of revenue, the latest orders, prompts to look at. */
function ShopActivity({ shop, canManage }: { shop: ActiveShop; canManage: boolean }) {
  const organizationId = shop.id
  const session = useSession()
  const queryClient = useQueryClient()
  const dashboard = useShopDashboard(organizationId)
  // A sale, a release or a refund: the numbers here moved too.
  useLiveEvent(
    'balance.updated',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: ['seller', organizationId, 'dashboard'] })
    }, [queryClient, organizationId]),
  )
  if (dashboard.isPending) return <Skeleton className="h-64 w-full" />
  if (dashboard.error) return <Alert variant="destructive">{dashboard.error.message}</Alert>
  const { today, month, days, recentOrders, promptsToWatch, promptCount } = dashboard.data
  const steps: NextStep[] = [
    ...(canManage
      ? [
          {
            key: 'profil',
            done: shop.description.trim() !== '' && shop.logoUrl !== null,
            label: dash.nextSteps.profile,
            hint: dash.nextSteps.profileHint,
            to: paths.app.settings,
          },
          {
            key: 'rekening',
            done: session.vendor?.paymentConfig === true,
            label: dash.nextSteps.bank,
            hint: dash.nextSteps.bankHint,
            to: paths.app.payout,
          },
        ]
      : []),
    {
      key: 'prompt',
      done: promptCount > 0,
      label: dash.nextSteps.prompt,
      hint: dash.nextSteps.promptHint,
      to: paths.app.newProduct,
    },
  ]
  return (
    <>
      <NextSteps steps={steps} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['hari-ini', dash.today, today],
            ['bulan-ini', dash.month, month],
          ] as const
        ).map(([key, label, tally]) => (
          <Card key={key}>
            <CardContent className="grid gap-1 pt-6">
              <p className="text-muted-foreground text-sm">{label}</p>
              <p className="font-bold text-2xl tabular-nums" data-testid={`penjualan-${key}`}>
                {formatRupiah(tally.revenue)}
              </p>
              <p className="text-muted-foreground text-sm">{dash.sold(tally.sales)}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card aria-labelledby="grafik-judul">
        <CardHeader>
          <CardTitle id="grafik-judul" className="text-lg">
            {dash.chartTitle}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DailySales days={days} />
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card aria-labelledby="pesanan-terbaru">
          <CardHeader>
            <CardTitle id="pesanan-terbaru" className="text-lg">
              {dash.recentOrders}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3">
            {recentOrders.length === 0 ? (
              <p className="text-muted-foreground text-sm">{dash.noOrders}</p>
            ) : (
              <ul className="divide-y">
                {recentOrders.map((order) => (
                  <li key={order.id} className="flex items-center gap-3 py-2.5">
                    <div className="min-w-0 flex-1">
                      <Link
                        to={paths.app.order(order.id)}
                        className="block truncate font-medium text-sm hover:underline"
                      >
                        {order.promptTitle}
                      </Link>
                      <p className="truncate text-muted-foreground text-xs">
                        {order.number} · {order.buyerName} · {formatDateTime(order.at)}
                      </p>
                    </div>
                    <div className="text-right">
                      <p className="font-semibold text-sm tabular-nums">
                        {formatRupiah(order.price)}
                      </p>
                      <p className="text-muted-foreground text-xs">
                        {orderStatusLabels[order.status]}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.app.orders()} className="text-primary text-sm hover:underline">
              {dash.allOrders}
            </Link>
          </CardContent>
        </Card>
        <Card aria-labelledby="prompt-perhatian">
          <CardHeader>
            <CardTitle id="prompt-perhatian" className="text-lg">
              {dash.promptsToWatch}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3">
            {promptsToWatch.length === 0 ? (
              <p className="text-muted-foreground text-sm">{dash.noPromptsToWatch}</p>
            ) : (
              <ul className="divide-y">
                {promptsToWatch.map((prompt) => (
                  <li key={prompt.id} className="py-2.5">
                    <Link
                      to={paths.app.product(prompt.id)}
                      className="font-medium text-sm hover:underline"
                    >
                      {prompt.title}
                    </Link>
                    <p
                      className={
                        prompt.status === 'rejected'
                          ? 'text-destructive text-xs'
                          : 'text-muted-foreground text-xs'
                      }
                    >
                      {prompt.status === 'rejected'
                        ? `${dash.rejected}: ${prompt.rejectionReason ?? ''}`
                        : dash.inReview}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.app.products()} className="text-primary text-sm hover:underline">
              {dash.allProducts}
            </Link>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
