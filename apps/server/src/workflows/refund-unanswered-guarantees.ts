import { COMPLAINT_ANSWER_HOURS } from '@pasarprompt/contracts/constants'
import { sql } from 'drizzle-orm'
import { queryRows } from '../db/client.ts'
import { AppError } from '../lib/app-error.ts'
import type { ComplaintsContext } from '../modules/complaints/complaints-context.ts'
import { refundComplaint } from './refund-complaint.ts'

const BATCH = 50

/** What both sides read on a Garansi refund. */
export const GUARANTEE_REFUND_REASON = `Garansi: toko tidak menjawab komplain "tidak berfungsi" dalam ${COMPLAINT_ANSWER_HOURS} jam, jadi dana dikembalikan otomatis.`

/**
 * The Garansi's promise (issue 30, decision 0039): an active 'tidak berfungsi' complaint, opened
 * within the prompt's guarantee after payment, that the shop has left without a word for
 * COMPLAINT_ANSWER_HOURS is refunded by the platform through the same refund as anyone's. Each in
 * its own transaction; one the shop answered or someone decided meanwhile is skipped. Safe in
 * several processes at once (the refund is a compare-and-set). A shop's answer (a message) stops
 * it; its escalation does not. Returns how many were refunded.
 */
export async function refundUnansweredGuarantees(ctx: ComplaintsContext, now = new Date()) {
  const due = await queryRows<{ order_id: string }>(
    ctx.db,
    sql`select c.order_id from complaints c
        join orders o on o.id = c.order_id
        where c.status in ('open', 'escalated') and c.reason = 'not_working'
          and o.status = 'paid' and o.guarantee_days > 0 and o.paid_at is not null
          and c.created_at <= o.paid_at + o.guarantee_days * interval '1 day'
          and c.created_at <= ${now.toISOString()}::timestamptz - ${COMPLAINT_ANSWER_HOURS} * interval '1 hour'
          and not exists (
            select 1 from complaint_messages m
            where m.complaint_id = c.id and m.side = 'shop' and m.kind = 'message'
          )
        order by c.created_at
        limit ${BATCH}`,
  )
  let refunded = 0
  for (const { order_id: orderId } of due) {
    try {
      await refundComplaint(ctx, {
        party: { side: 'system' },
        orderId,
        reason: GUARANTEE_REFUND_REASON,
        unlessShopAnswered: true,
      })
      refunded++
    } catch (error) {
      // Answered or decided between the look and the lock: the complaint goes on as it is.
      if (error instanceof AppError && error.code === 'INVALID_STATUS_TRANSITION') continue
      // Anything else is logged and the others still get their refund; it is tried next run.
      ctx.log.error({ err: error, orderId }, 'guarantee job: reversal failed')
    }
  }
  return refunded
}
