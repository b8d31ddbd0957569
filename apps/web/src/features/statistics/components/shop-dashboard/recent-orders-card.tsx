import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { orderStatusLabels } from '@pasarprompt/contracts/orders'
import type { ShopDashboard } from '@pasarprompt/contracts/statistics-for-shop'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

const dash = seller.dashboard

/** The shop's latest orders, with a link to all of them. */
export function RecentOrdersCard({ recentOrders }: Pick<ShopDashboard, 'recentOrders'>) {
  return (
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
                    {order.number} · {order.buyerName} · {formatDateTimeWib(order.at)}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-sm tabular-nums">{formatRupiah(order.price)}</p>
                  <p className="text-muted-foreground text-xs">{orderStatusLabels[order.status]}</p>
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
  )
}
