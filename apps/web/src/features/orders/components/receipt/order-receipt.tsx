import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { type OrderView, paymentMethodLabels } from '@pasarprompt/contracts/orders'
import { ArrowLeft, Download, Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { documentsText } from '@/locales/id/common/documents'
import { ordersText } from '@/locales/id/common/orders'
import { buyerInvoiceUrl } from '../../api/order-invoice'

const text = ordersText.receipt

/** The printable receipt of a paid order; printing leaves the card alone on the page. */
export function OrderReceipt({ order, token }: { order: OrderView; token: string | null }) {
  const method = order.paymentMethod
    ? (paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod)
    : '—'
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <title>{`${text.title} ${order.number} — ${common.brand.name}`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={paths.payment.order(order.id, token)}>
            <ArrowLeft aria-hidden="true" />
            {text.back}
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={buyerInvoiceUrl(order.id, token)} download>
              <Download aria-hidden="true" />
              {documentsText.invoice}
            </a>
          </Button>
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {text.print}
          </Button>
        </div>
      </div>

      <Card className="overflow-hidden print:border-0 print:shadow-none">
        <header className="flex items-start justify-between gap-4 border-b p-6 sm:p-8">
          <div>
            <div className="flex items-center gap-2">
              <LogoMark className="size-7" />
              <span className="font-bold tracking-tight">{common.brand.name}</span>
            </div>
            <h1 className="mt-5 font-bold text-2xl tracking-tight">{text.title}</h1>
          </div>
          <span className="shrink-0 -rotate-6 rounded-md border-2 border-primary px-3 py-1 font-bold text-lg text-primary uppercase tracking-widest">
            {text.paidStatus}
          </span>
        </header>

        <dl className="grid gap-x-8 gap-y-4 p-6 text-sm sm:grid-cols-2 sm:p-8">
          <Row term={text.orderNumber}>
            <span className="break-all font-mono">{order.number}</span>
          </Row>
          <Row term={text.status}>{text.paidStatus}</Row>
          <Row term={text.orderedAt}>{formatDateTimeWib(order.createdAt)}</Row>
          <Row term={text.paidAt}>{order.paidAt ? formatDateTimeWib(order.paidAt) : '—'}</Row>
          <Row term={text.buyer}>
            {order.buyerName}
            <span className="block break-all font-normal text-muted-foreground">
              {order.buyerEmail}
            </span>
          </Row>
          <Row term={text.method}>{method}</Row>
          <Row term={text.prompt}>{order.productTitle}</Row>
          <Row term={text.shop}>{order.shopName}</Row>
        </dl>

        <div className="mx-6 flex items-baseline justify-between gap-4 border-t border-dashed py-5 sm:mx-8">
          <span className="font-medium">{text.amount}</span>
          <span className="font-bold text-2xl tracking-tight">
            {order.price === 0 ? ordersText.checkout.free : formatRupiah(order.price)}
          </span>
        </div>
        <p className="border-t bg-muted/40 px-6 py-4 text-center text-muted-foreground text-xs sm:px-8 print:bg-transparent">
          {text.issuedBy}
        </p>
      </Card>
    </div>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="mt-0.5 break-words font-medium">{children}</dd>
    </div>
  )
}
