import { Link, useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { paths } from '@/config/paths'
import { useAdminShop } from '@/features/shops/api/get-admin-shop'
import { AdminShopBalance } from '@/features/shops/components/admin-shop/admin-shop-balance'
import { AdminShopBankCard } from '@/features/shops/components/admin-shop/admin-shop-bank-card'
import { AdminShopCommissionCard } from '@/features/shops/components/admin-shop/admin-shop-commission-card'
import { AdminShopHeader } from '@/features/shops/components/admin-shop/admin-shop-header'
import { AdminShopPayoutsCard } from '@/features/shops/components/admin-shop/admin-shop-payouts-card'
import { AdminShopPromptsCard } from '@/features/shops/components/admin-shop/admin-shop-prompts-card'
import { AdminShopTeamCard } from '@/features/shops/components/admin-shop/admin-shop-team-card'
import { AdminShopTaxCard } from '@/features/tax/components/admin-shop-tax-card'
import { admin } from '@/locales/id/admin'

const text = admin.shops

/** /admin/toko/:id: one shop, its money and team, suspension and its own commission. */
export function AdminShopDetailPage() {
  const { id = '' } = useParams()
  const shop = useAdminShop(id)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${shop.data?.name ?? text.title} — ${admin.area}`}</title>
      <BackLink to={paths.admin.shops} label={text.back} />
      <DetailStates query={shop}>
        {(data) => (
          <>
            <AdminShopHeader shop={data} />
            <AdminShopBalance shop={data} />
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
              <AdminShopTeamCard shop={data} />
              <AdminShopPromptsCard shop={data} />
              <AdminShopBankCard shop={data} />
              <AdminShopPayoutsCard shop={data} />
              <AdminShopCommissionCard shop={data} />
              <AdminShopTaxCard shopId={data.id} />
            </div>
            <Link
              to={paths.admin.auditOf('shop', data.id)}
              className="justify-self-start text-primary text-sm hover:underline"
            >
              {admin.audit.rowHistory}
            </Link>
          </>
        )}
      </DetailStates>
    </div>
  )
}
