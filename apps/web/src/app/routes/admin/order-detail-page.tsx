import { Link, useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { paths } from '@/config/paths'
import { useAdminOrder } from '@/features/orders/api/get-admin-order'
import { AdminOrderHeader } from '@/features/orders/components/admin-order/admin-order-header'
import { AdminOrderLedgerCard } from '@/features/orders/components/admin-order/admin-order-ledger-card'
import { AdminOrderLogsCard } from '@/features/orders/components/admin-order/admin-order-logs-card'
import { AdminOrderSplitCard } from '@/features/orders/components/admin-order/admin-order-split-card'
import { AdminOrderSummaryCard } from '@/features/orders/components/admin-order/admin-order-summary-card'
import { admin } from '@/locales/id/admin'

const text = admin.orders

/** /admin/order/:id: an order, its payment log trail, its ledger entries, and the refund. */
export function AdminOrderDetailPage() {
  const { id = '' } = useParams()
  const order = useAdminOrder(id)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${order.data?.number ?? text.title} — ${admin.area}`}</title>
      <BackLink to={paths.admin.orders} label={text.back} />
      <DetailStates query={order}>
        {(data) => (
          <>
            <AdminOrderHeader order={data} />
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
              <AdminOrderSummaryCard order={data} />
              <AdminOrderSplitCard order={data} />
            </div>
            <AdminOrderLogsCard order={data} />
            <AdminOrderLedgerCard order={data} />
            <Link
              to={paths.admin.auditOf('order', data.id)}
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
