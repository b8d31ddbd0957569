import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { StaffAlerts } from '../affiliates/flag-affiliate.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getOrderForAdmin } from './get-order-for-admin.ts'
import { reversePaidOrder } from './reverse-paid-order.ts'

export interface RefundOrderOptions {
  staff: StaffAlerts
  admin: AdminContext
  id: string
  reason: string
}

/**
 * Staff refund a paid order (DESIGN.md §4): the order's ledger entries are reversed — from the
 * shop's available balance when its earnings were already released, which may leave it negative
 * and block payouts until sales cover it — and the buyer loses access. The money itself goes
 * back to the buyer through the gateway's dashboard; this records it in our books.
 */
export async function refundOrder(db: Database, { staff, admin, id, reason }: RefundOrderOptions) {
  await db.transaction(async (tx) => {
    const order = await reversePaidOrder(tx, {
      staff,
      actor: admin.actor,
      input: {
        orderId: id,
        to: 'refund',
        at: new Date(),
      },
    })
    if (!order) {
      // Missing, or not paid (a second click, or never paid): nothing was reversed.
      await getOrderForAdmin(tx, id)
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Hanya pesanan lunas yang dapat dikembalikan.',
      )
    }
    await recordAudit(tx, admin, {
      action: 'order.refund',
      targetType: 'order',
      targetId: id,
      before: { status: 'paid' },
      after: { status: 'refunded' },
      reason,
    })
  })
  return getOrderForAdmin(db, id)
}
