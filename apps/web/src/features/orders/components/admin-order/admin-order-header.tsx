import type { AdminOrderDetail } from '@pasarprompt/contracts/orders-for-admin'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { ReasonDialog } from '@/components/reason-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { documentsText } from '@/locales/id/common/documents'
import { adminInvoiceUrl, hasInvoice } from '../../api/order-invoice'
import { useRefundOrder } from '../../api/refund-order'

const text = admin.orders

/** The order's number and status, with the refund of a paid order (asking why). */
export function AdminOrderHeader({ order }: { order: AdminOrderDetail }) {
  const refund = useRefundOrder(order.id)
  const [refunding, setRefunding] = useState(false)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl">{order.number}</h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="flex flex-wrap gap-2">
          {hasInvoice(order.status) ? (
            <Button asChild variant="outline" size="sm">
              <a href={adminInvoiceUrl(order.id)} download>
                <Download aria-hidden="true" />
                {documentsText.invoice}
              </a>
            </Button>
          ) : null}
          {order.status === 'paid' ? (
            <Button
              variant="destructive"
              size="sm"
              onClick={() => {
                refund.reset()
                setRefunding(true)
              }}
            >
              {text.refund}
            </Button>
          ) : null}
        </div>
      </div>
      <ReasonDialog
        open={refunding}
        onOpenChange={setRefunding}
        title={text.refundTitle}
        description={text.refundBody}
        label={text.reasonLabel}
        confirmLabel={text.refund}
        pending={refund.isPending}
        error={refund.error?.message ?? null}
        onConfirm={(reason) =>
          refund.mutate(reason, {
            onSuccess: () => {
              setRefunding(false)
              toast({ title: text.refunded })
            },
          })
        }
      />
    </>
  )
}
