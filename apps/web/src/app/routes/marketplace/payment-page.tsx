import type { OrderView } from '@pasarprompt/contracts/orders'
import { FileText } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { usePublicConfig } from '@/features/auth/api/public-config'
import { BuyerComplaintPanel } from '@/features/complaints/components/buyer-complaint-panel'
import { isOrderRefusal, useOrder } from '@/features/orders/api/get-order'
import { OrderNotFound } from '@/features/orders/components/order-not-found'
import { OrderSummary } from '@/features/orders/components/order-summary'
import { GuestInvitation } from '@/features/orders/components/payment/guest-invitation'
import { PaymentMainPanel } from '@/features/orders/components/payment/payment-main-panel'
import { PaymentSkeleton } from '@/features/orders/components/payment/payment-skeleton'
import { PaymentStatusHeader } from '@/features/orders/components/payment/payment-status-header'
import { useOrderLiveUpdates } from '@/features/orders/hooks/use-order-live-updates'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.payment

/**
 * /payment/{orderId}?token=…: where the gateway returns the buyer, and the simulator's page.
 * It reads the order by session or by the signed token, follows it while it waits for payment
 * (polling for guests, live events for accounts) and opens the prompt once it is paid.
 */
export function PaymentPage() {
  const { orderId = '' } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token')
  const session = useSession()
  const order = useOrder(orderId, token)
  const simulator = usePublicConfig().data?.paymentSimulator ?? false
  useOrderLiveUpdates()

  // A failed poll keeps the last answer on screen; only a first read that fails is shown.
  if (!order.data) {
    if (isOrderRefusal(order.error)) return <OrderNotFound signedIn={session.isLoggedIn} />
    if (order.error) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16">
          <Alert variant="destructive">{order.error.message}</Alert>
        </div>
      )
    }
    return <PaymentSkeleton />
  }
  return (
    <PaymentView
      order={order.data}
      token={token}
      simulator={simulator}
      signedIn={session.isLoggedIn}
    />
  )
}

function PaymentView({
  order,
  token,
  simulator,
  signedIn,
}: {
  order: OrderView
  token: string | null
  simulator: boolean
  signedIn: boolean
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <title>{`${text.title} ${order.number} — ${common.brand.name}`}</title>
      <PaymentStatusHeader order={order} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <PaymentMainPanel order={order} token={token} simulator={simulator} />
          <BuyerComplaintPanel order={order} token={token} />
        </div>
        <aside aria-label={text.summary} className="grid gap-6 lg:sticky lg:top-24">
          <OrderSummary order={order}>
            {order.status === 'paid' ? (
              <>
                {order.productSlug ? (
                  <Button asChild variant="outline">
                    <Link to={paths.marketplace.prompt(order.productSlug)}>{text.viewPrompt}</Link>
                  </Button>
                ) : null}
                <Button asChild variant="outline">
                  <Link to={paths.payment.receipt(order.id, token)}>
                    <FileText aria-hidden="true" />
                    {text.receipt}
                  </Link>
                </Button>
              </>
            ) : null}
          </OrderSummary>
          {order.status === 'paid' && order.guest && !signedIn ? (
            <GuestInvitation email={order.buyerEmail} />
          ) : null}
        </aside>
      </div>
    </div>
  )
}
