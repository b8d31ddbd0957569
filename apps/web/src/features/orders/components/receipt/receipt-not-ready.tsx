import { FileClock } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.receipt

/** A receipt exists once the order is paid; until then it points back to the payment page. */
export function ReceiptNotReady({ orderId, token }: { orderId: string; token: string | null }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${text.title} — ${common.brand.name}`}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <FileClock className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl">{text.title}</h1>
      <p className="mt-2 text-muted-foreground">{text.notPaid}</p>
      <Button asChild className="mt-6">
        <Link to={paths.payment.order(orderId, token)}>{text.toPayment}</Link>
      </Button>
    </div>
  )
}
