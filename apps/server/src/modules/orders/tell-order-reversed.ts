import { formatRupiah } from '@pasarprompt/contracts/format'
import type { Transaction } from '../../db/client.ts'
import type { orders } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { MANAGERS } from '../auth/guards.ts'
import { shopMemberIds } from '../auth/shop-member-ids.ts'
import { notify } from '../notifications/notify.ts'

export interface TellOrderReversedOptions {
  events: EventBus
  order: typeof orders.$inferSelect
  to: 'refund' | 'chargeback'
}

/**
 * Tells, in the reversing transaction, who loses or gets back money when a paid order is
 * refunded or charged back: the shop's owners and admins (the sale's earnings leave the
 * balance), the buyer with an account (their money comes back; the prompt's access ends) and
 * the affiliate whose fee it paid (the fee is taken back).
 */
export async function tellOrderReversed(
  tx: Transaction,
  { events, order, to }: TellOrderReversedOptions,
) {
  const what = to === 'refund' ? 'dikembalikan dananya' : 'dibatalkan lewat chargeback'
  if (order.price > 0) {
    await notify(tx, {
      events,
      userIds: await shopMemberIds(tx, order.shopId, MANAGERS),
      notice: {
        kind: 'sale_reversed',
        dedupeKey: `sale_reversed:${order.id}`,
        title: `Penjualan dibatalkan: ${order.promptTitle}`,
        body: `Pesanan ${order.number} (${formatRupiah(order.price)}) ${what}. Pendapatan bersih ${formatRupiah(order.sellerNet ?? 0)} dari penjualan ini ditarik dari saldo toko.`,
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
        kind: 'affiliate_reversed',
        dedupeKey: `affiliate_reversed:${order.id}`,
        title: `Komisi afiliasi dibatalkan: ${order.promptTitle}`,
        body: `Penjualan "${order.promptTitle}" (${formatRupiah(order.price)}) lewat tautan Anda ${what}. Komisi ${formatRupiah(fee)} dari penjualan ini ditarik dari saldo afiliasi Anda.`,
        link: '/account/affiliate',
      },
    })
  }
  if (order.buyerUserId) {
    await notify(tx, {
      events,
      userIds: [order.buyerUserId],
      notice: {
        kind: 'order_reversed',
        dedupeKey: `order_reversed:${order.id}`,
        title: `Pesanan ${what}: ${order.promptTitle}`,
        body:
          to === 'refund'
            ? `Dana ${formatRupiah(order.price)} untuk pesanan ${order.number} dikembalikan ke metode pembayaran Anda. Akses ke prompt ini berakhir.`
            : `Pembayaran pesanan ${order.number} ditarik kembali oleh penyedia pembayaran Anda. Akses ke prompt ini berakhir.`,
        link: `/account/order#pesanan-${order.id}`,
      },
    })
  }
}
