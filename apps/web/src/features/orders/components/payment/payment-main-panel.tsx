import type { OrderView } from '@pasarprompt/contracts/orders'
import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { ordersText } from '@/locales/id/common/orders'
import { PaymentSimulator } from '../payment-simulator'
import { PurchasedPrompt } from '../purchased-prompt'

const text = ordersText.payment

/**
 * What the buyer does next: pay (at the gateway or in the simulator), read the paid prompt, or
 * try again after a failure.
 */
export function PaymentMainPanel({
  order,
  token,
  simulator,
}: {
  order: OrderView
  token: string | null
  simulator: boolean
}) {
  if (order.status === 'pending') {
    if (!order.payment) return null
    if (simulator) return <PaymentSimulator paymentToken={order.payment.token} />
    return (
      <Card className="p-5">
        <p className="text-muted-foreground text-sm">{text.continueLead}</p>
        <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
          <a href={order.payment.redirectUrl}>
            {text.continue}
            <ExternalLink aria-hidden="true" />
          </a>
        </Button>
      </Card>
    )
  }
  if (order.status === 'paid') {
    return (
      <PurchasedPrompt
        productId={order.productId}
        access={token ? { orderId: order.id, token } : null}
      />
    )
  }
  const retry = order.status === 'failed' || order.status === 'expired'
  const next =
    order.status === 'failed'
      ? text.failedNext
      : order.status === 'expired'
        ? text.expiredNext
        : text.reversedNext
  return (
    <Card className="p-5">
      <p className="text-muted-foreground">{next}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        {retry ? (
          <Button asChild>
            <Link
              to={
                // The prompt while it is on sale, else the prompt list.
                order.productSlug
                  ? paths.marketplace.prompt(order.productSlug)
                  : paths.marketplace.prompts()
              }
            >
              {text.tryAgain}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={retry ? 'outline' : 'default'}>
          <Link to={paths.marketplace.prompts()}>{text.browse}</Link>
        </Button>
      </div>
    </Card>
  )
}
