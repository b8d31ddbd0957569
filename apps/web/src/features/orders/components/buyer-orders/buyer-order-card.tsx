import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import type { BuyerOrderList, OrderStatus } from '@pasarprompt/contracts/orders'
import { CircleCheck, Download, Sparkles, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { ShopAvatar } from '@/components/shop-avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { account } from '@/locales/id/account'
import { documentsText } from '@/locales/id/common/documents'
import { ordersText } from '@/locales/id/common/orders'
import { buyerInvoiceUrl, hasInvoice } from '../../api/order-invoice'
import { BoughtPrompt } from './bought-prompt'
import { BuyAgainButton } from './buy-again-button'

const text = account.orders

export type BuyerOrder = BuyerOrderList['items'][number]

/** Orders that ended without the prompt: the buyer may want it after all. */
const ENDED_UNPAID: ReadonlySet<OrderStatus> = new Set([
  'failed',
  'expired',
  'refunded',
  'chargeback',
])

/** The element id Pesanan scrolls to for `paths.account.order(orderId)`. */
export const orderAnchor = (orderId: string) => `pesanan-${orderId}`

/**
 * One of the buyer's orders in Pesanan: number, status, prompt, shop, time and amount; a paid one
 * opens its prompt text right here, one that ended unpaid offers 'Beli lagi' (unless the prompt
 * is owned through another order).
 */
export function BuyerOrderCard({
  order,
  ownedElsewhere,
  highlighted,
  chatButton,
  complaintSlot,
}: {
  order: BuyerOrder
  /** The buyer owns this prompt through another, paid order. */
  ownedElsewhere: boolean
  /** The order a link pointed at (`#pesanan-{id}`). */
  highlighted: boolean
  /** 'Chat penjual' about this order (chat's button, composed by the page). */
  chatButton: ReactNode
  /**
   * The order's complaint, or 'Ajukan komplain' while one may be opened (complaints' link,
   * composed by the page), in a row of its own.
   */
  complaintSlot: ReactNode
}) {
  const paid = order.status === 'paid'
  const slug = order.productSlug
  return (
    <Card
      id={orderAnchor(order.id)}
      className={cn('scroll-mt-24 overflow-hidden', highlighted && 'ring-2 ring-primary')}
    >
      <div className="flex flex-col gap-4 p-5 lg:flex-row lg:items-start">
        {/* Side by side only where the title keeps a readable width beside up to five buttons. */}
        <div className="min-w-0 flex-1 lg:min-w-64">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-all font-mono text-muted-foreground text-xs">
              {order.number}
            </span>
            <OrderStatusBadge status={order.status} />
          </div>
          <h2 className="mt-2 break-words font-semibold leading-snug">
            <Link
              to={paths.payment.order(order.id, null)}
              className="hover:text-primary hover:underline"
            >
              {order.productTitle}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-muted-foreground text-sm">
            <ShopAvatar
              name={order.shopName}
              logoUrl={order.shopLogoUrl}
              className="size-5 rounded-md text-[9px]"
            />
            {text.from(order.shopName)} ·
            <time dateTime={order.createdAt}>
              {text.orderedAt(formatDateTimeWib(order.createdAt))}
            </time>
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 lg:max-w-md lg:flex-col lg:items-end">
          <span className="font-bold text-lg tracking-tight">
            {order.price === 0 ? ordersText.checkout.free : formatRupiah(order.price)}
          </span>
          <div className="flex flex-wrap gap-2 lg:justify-end">
            {paid && slug ? (
              <>
                <Button asChild size="sm">
                  <Link to={paths.marketplace.prompt(slug)}>{text.viewPrompt}</Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.marketplace.promptReviews(slug)}>
                    <Star aria-hidden="true" />
                    {order.review ? text.editReview : text.review}
                  </Link>
                </Button>
              </>
            ) : null}
            {ENDED_UNPAID.has(order.status) && slug && !ownedElsewhere ? (
              <BuyAgainButton slug={slug} title={order.productTitle} />
            ) : null}
            {chatButton}
            {hasInvoice(order.status) ? (
              <Button asChild size="sm" variant="outline">
                <a
                  href={buyerInvoiceUrl(order.id, null)}
                  download
                  aria-label={`${documentsText.invoice} ${order.number}`}
                >
                  <Download aria-hidden="true" />
                  {documentsText.invoice}
                </a>
              </Button>
            ) : null}
            <Button asChild size="sm" variant="outline">
              <Link
                to={paths.payment.order(order.id, null)}
                aria-label={text.detailsOf(order.number)}
              >
                {text.details}
              </Link>
            </Button>
          </div>
        </div>
      </div>
      {order.complaint || order.complainUntil ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t px-5 py-3 text-sm">
          {complaintSlot}
        </div>
      ) : null}
      {!paid && ownedElsewhere ? (
        <p className="flex items-center gap-2 border-t px-5 py-3 text-muted-foreground text-sm">
          <CircleCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {text.purchasedElsewhere}
        </p>
      ) : null}
      {paid && order.newVersion ? <NewVersionNote newVersion={order.newVersion} /> : null}
      {paid ? <BoughtPrompt productId={order.productId} title={order.productTitle} /> : null}
    </Card>
  )
}

/** "Versi baru" (issue 30): the prompt changed after the buyer paid; what changed. */
function NewVersionNote({ newVersion }: { newVersion: NonNullable<BuyerOrder['newVersion']> }) {
  const note = account.orders.newVersion
  return (
    <div className="grid gap-1.5 border-t bg-accent/40 px-5 py-3 text-sm" data-testid="new-version">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs">
          <Sparkles className="size-3" aria-hidden="true" />
          {note.badge}
        </span>
        {note.title(newVersion.version)} · {formatDateTimeWib(newVersion.approvedAt)}
      </p>
      <p className="text-muted-foreground">{note.lead}</p>
      {newVersion.changeNote ? (
        <p>
          <span className="font-medium">{note.note}:</span> {newVersion.changeNote}
        </p>
      ) : null}
      {newVersion.addedVariables.length > 0 ? (
        <p>{note.added(newVersion.addedVariables.map((name) => `[${name}]`).join(', '))}</p>
      ) : null}
      {newVersion.removedVariables.length > 0 ? (
        <p>{note.removed(newVersion.removedVariables.map((name) => `[${name}]`).join(', '))}</p>
      ) : null}
    </div>
  )
}
