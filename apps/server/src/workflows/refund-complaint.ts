import { type ComplaintView, complaintLifecycle } from '@pasarprompt/contracts/complaints'
import { AppError } from '../lib/app-error.ts'
import { recordAudit } from '../modules/audit/record-audit.ts'
import { MANAGERS } from '../modules/auth/guards.ts'
import { type ComplaintParty, complaintActor } from '../modules/complaints/complaint-party.ts'
import { runComplaintStep } from '../modules/complaints/complaint-step.ts'
import type { ComplaintsContext } from '../modules/complaints/complaints-context.ts'
import { shopAnswered } from '../modules/complaints/shop-answered.ts'
import { reversePaidOrder } from '../modules/orders/reverse-paid-order.ts'

export interface RefundComplaintOptions {
  party: Extract<ComplaintParty, { side: 'shop' | 'admin' | 'system' }>
  orderId: string
  reason: string
  /**
   * The Garansi job's refund stands only while the shop has said nothing: checked again once the
   * order is locked, so an answer that lands first wins.
   */
  unlessShopAnswered?: boolean
}

/**
 * A complaint settled by a refund (issue 30): the shop's owner or admin gives the money back at
 * any time, staff decide so, or the Garansi job does it for a guaranteed complaint the shop left
 * unanswered (`refund-unanswered-guarantees.ts`). One transaction: the order row and the complaint are locked,
 * the complaint moves to `refunded` (a compare-and-set on its status, so the shop's refund and
 * an admin's decision racing each other refund once: the second finds it decided), then the
 * existing refund path reverses the sale — seller's share, platform fee and affiliate fee —
 * and ends the buyer's access. Staff's decision is audited; both sides read the reason.
 */
export async function refundComplaint(
  ctx: ComplaintsContext,
  { party, orderId, reason, unlessShopAnswered = false }: RefundComplaintOptions,
): Promise<ComplaintView> {
  if (party.side === 'shop' && !MANAGERS.includes(party.shop.role)) {
    throw new AppError('FORBIDDEN', 'Hanya pemilik atau admin toko yang dapat mengembalikan dana.')
  }
  return runComplaintStep(ctx, {
    party,
    orderId,
    decide: (order, complaint) => {
      if (!complaintLifecycle.can('refund', complaint.status)) {
        throw new AppError('INVALID_STATUS_TRANSITION', 'Komplain ini sudah diputuskan.')
      }
      if (order.status !== 'paid') {
        throw new AppError('INVALID_STATUS_TRANSITION', 'Pesanan ini tidak lagi berstatus lunas.')
      }
      const at = new Date()
      return {
        kind: 'refunded',
        text: reason,
        changes: { status: 'refunded', resolvedAt: at, resolvedBy: party.side, resolution: reason },
        also: async (tx, _order, changed) => {
          if (unlessShopAnswered && (await shopAnswered(tx, changed.id))) {
            throw new AppError('INVALID_STATUS_TRANSITION', 'Toko sudah menjawab komplain ini.')
          }
          const reversed = await reversePaidOrder(tx, {
            staff: ctx,
            actor: complaintActor(party, order.buyerEmail),
            input: { orderId: order.id, to: 'refund', at },
          })
          if (!reversed) {
            throw new AppError(
              'INVALID_STATUS_TRANSITION',
              'Pesanan ini tidak lagi berstatus lunas.',
            )
          }
          if (party.side === 'admin') {
            await recordAudit(tx, party.admin, {
              action: 'complaint.refund',
              targetType: 'complaint',
              targetId: changed.id,
              before: { status: complaint.status, orderStatus: 'paid' },
              after: { status: 'refunded', orderStatus: 'refunded' },
              reason,
            })
          }
        },
      }
    },
  })
}
