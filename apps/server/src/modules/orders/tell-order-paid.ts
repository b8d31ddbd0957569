import { formatDateTimeWib, formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import type { Transaction } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { MANAGERS } from '../auth/guards.ts'
import { shopMemberIds } from '../auth/shop-member-ids.ts'
import { notify } from '../notifications/notify.ts'
import type { PaidOrder } from './mark-order-paid.ts'

/**
 * Tells who should know that an order was just paid, in the crediting transaction: the shop's
 * owners and admins of the sale (what they earn), and the buyer, when the order belongs to an
 * account. That buyer's row carries the receipt email (the outbox sends it), so a signed-in
 * buyer gets one email per order; a guest gets the receipt directly (`enqueue-receipt.ts`).
 * A free prompt (Rp 0) is no sale: only its buyer is told. The affiliate whose link brought a
 * sale is told their fee (never who bought) when there is one to pay.
 */
export async function tellOrderPaid(tx: Transaction, events: EventBus, order: PaidOrder) {
  if (order.price > 0) {
    const managers = order.shopManagerIds ?? (await shopMemberIds(tx, order.shopId, MANAGERS))
    await notify(tx, {
      events,
      userIds: managers,
      notice: {
        kind: 'sale',
        dedupeKey: `sale:${order.id}`,
        title: `Prompt terjual: ${order.promptTitle}`,
        body: `${order.buyerName} membeli "${order.promptTitle}" seharga ${formatRupiah(order.price)} (pesanan ${order.number}). Pendapatan bersih Anda ${formatRupiah(order.sellerNet ?? 0)}${order.releaseAt ? `, tersedia mulai ${formatDateTimeWib(order.releaseAt)}` : ''}.`,
        link: `/app/order/${order.id}`,
      },
    })
  }
  const fee = order.affiliateFee ?? 0
  if (order.affiliateUserId && fee > 0) {
    await notify(tx, {
      events,
      userIds: [order.affiliateUserId],
      notice: {
        kind: 'affiliate_sale',
        dedupeKey: `affiliate_sale:${order.id}`,
        title: `Komisi afiliasi: ${order.promptTitle}`,
        body: `Penjualan "${order.promptTitle}" seharga ${formatRupiah(order.price)} lewat tautan Anda memberi komisi ${formatRupiah(fee)}${order.releaseAt ? `, tersedia mulai ${formatDateWib(order.releaseAt)}` : ''}.`,
        link: '/account/affiliate',
      },
    })
  }
  if (order.buyerUserId) {
    await notify(tx, {
      events,
      userIds: [order.buyerUserId],
      notice: {
        kind: 'order_paid',
        dedupeKey: `order_paid:${order.id}`,
        title:
          order.price > 0
            ? `Pembayaran diterima: ${order.promptTitle}`
            : `Prompt gratis ditambahkan: ${order.promptTitle}`,
        body:
          order.price > 0
            ? `Pesanan ${order.number} sebesar ${formatRupiah(order.price)} sudah lunas. Prompt lengkapnya ada di Pesanan.`
            : `Pesanan ${order.number} sudah tersedia. Prompt lengkapnya ada di Pesanan.`,
        link: `/account/order#pesanan-${order.id}`,
      },
    })
  }
}
