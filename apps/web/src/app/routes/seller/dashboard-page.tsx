import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { ShopBalanceCard } from '@/features/ledger/components/shop-balance-card'
import { useActiveShop } from '@/features/shops/api/active-shop'
import { ActiveShopCard } from '@/features/shops/components/active-shop-card'
import { useActiveShopLiveUpdates } from '@/features/shops/hooks/use-active-shop-live-updates'
import { ShopActivity } from '@/features/statistics/components/shop-dashboard/shop-activity'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

/** /app/dashboard: the active shop, its balance (owners and admins), sales and what needs doing. */
export function DashboardPage() {
  const session = useSession()
  const shop = useActiveShop(session.organizationId)
  const canManage = session.role === 'owner' || session.role === 'admin'
  useActiveShopLiveUpdates(session.organizationId)

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
      <ActiveShopCard shop={shop.data} />
      {canManage && <ShopBalanceCard organizationId={shop.data.id} />}
      <ShopActivity shop={shop.data} canManage={canManage} />
    </div>
  )
}
