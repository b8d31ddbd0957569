import { useParams, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { isOrderRefusal, useOrder } from '@/features/orders/api/get-order'
import { OrderNotFound } from '@/features/orders/components/order-not-found'
import { OrderReceipt } from '@/features/orders/components/receipt/order-receipt'
import { ReceiptNotReady } from '@/features/orders/components/receipt/receipt-not-ready'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'

/**
 * /payment/{orderId}/bukti?token=…: the printable receipt of a paid order. Printing hides the
 * site's frame and the buttons (`print:hidden`), leaving the receipt alone on the page.
 */
export function ReceiptPage() {
  const { orderId = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token')
  const session = useSession()
  const order = useOrder(orderId, token)

  if (!order.data) {
    if (isOrderRefusal(order.error)) return <OrderNotFound signedIn={session.isLoggedIn} />
    if (order.error) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <Alert variant="destructive">{order.error.message}</Alert>
        </div>
      )
    }
    return (
      <div className="mx-auto max-w-2xl px-4 py-12" role="status" aria-label={common.loading}>
        <Skeleton className="h-[36rem]" />
      </div>
    )
  }
  if (order.data.status !== 'paid') {
    return <ReceiptNotReady orderId={order.data.id} token={token} />
  }
  return <OrderReceipt order={order.data} token={token} />
}
