import { Download } from 'lucide-react'
import { useParams } from 'react-router'
import { ComplaintStatusBadge } from '@/components/complaint-status-badge'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { ShopComplaintPanel } from '@/features/complaints/components/shop-complaint-panel'
import { hasInvoice, shopInvoiceUrl } from '@/features/orders/api/order-invoice'
import { useShopOrder } from '@/features/orders/api/shop-orders'
import { ShopOrderLedgerCard } from '@/features/orders/components/shop-order/shop-order-ledger-card'
import { ShopOrderSplitCard } from '@/features/orders/components/shop-order/shop-order-split-card'
import { ShopOrderSummaryCard } from '@/features/orders/components/shop-order/shop-order-summary-card'
import { ShopOrderReviewCard } from '@/features/reviews/components/shop-order-review-card'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { documentsText } from '@/locales/id/common/documents'
import { seller } from '@/locales/id/seller'

const text = seller.orders

/** /app/order/:id: one order of the shop with its payment, split, hold and ledger trail. */
export function OrderDetailPage() {
  const { id = '' } = useParams()
  const session = useSession()
  const order = useShopOrder(session.organizationId, id)

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${order.data?.number ?? text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <BackLink to={paths.app.orders()} label={text.back} />
      <DetailStates query={order}>
        {(data) => (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-bold text-2xl">{data.number}</h1>
              <OrderStatusBadge status={data.status} />
              {data.complaint ? <ComplaintStatusBadge status={data.complaint.status} /> : null}
              {hasInvoice(data.status) ? (
                <Button asChild variant="outline" size="sm" className="sm:ml-auto">
                  <a href={shopInvoiceUrl(data.id)} download>
                    <Download aria-hidden="true" />
                    {documentsText.invoice}
                  </a>
                </Button>
              ) : null}
            </div>
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
              <ShopOrderSummaryCard order={data} />
              <ShopOrderSplitCard order={data} />
            </div>
            {data.complaint ? (
              <ShopComplaintPanel
                organizationId={session.organizationId}
                orderId={data.id}
                manager={session.role === 'owner' || session.role === 'admin'}
              />
            ) : null}
            {data.status === 'paid' || data.review ? <ShopOrderReviewCard order={data} /> : null}
            {data.split ? <ShopOrderLedgerCard order={data} /> : null}
          </>
        )}
      </DetailStates>
    </div>
  )
}
