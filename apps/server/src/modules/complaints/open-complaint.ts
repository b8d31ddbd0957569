import type { ComplaintView, OpenComplaintInput } from '@pasarprompt/contracts/complaints'
import { ACTIVE_COMPLAINT_STATUSES } from '@pasarprompt/contracts/complaints'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { complaints } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { MAX_ACTIVE_COMPLAINTS_PER_BUYER } from '../limits/limits.ts'
import type { ComplaintBuyer, ComplaintParty } from './complaint-party.ts'
import { complaintActor } from './complaint-party.ts'
import { readComplaintView } from './complaint-view.ts'
import type { ComplaintsContext } from './complaints-context.ts'
import { lockComplaintOrder } from './lock-complaint-order.ts'
import { recordComplaintStep } from './record-complaint-step.ts'
import { tellComplaint } from './tell-complaint.ts'

export interface OpenComplaintOptions {
  buyer: ComplaintBuyer
  orderId: string
  input: OpenComplaintInput
}

/**
 * The buyer opens the one complaint an order may have, while its earnings are still held: a
 * paid, non-free order before its release day (the order row is locked, so the release job either ran
 * before — and the complaint is refused — or waits and then leaves the earnings held). At most
 * MAX_ACTIVE_COMPLAINTS_PER_BUYER of one buyer's address may be active at once. The shop hears
 * of it at once.
 */
export async function openComplaint(
  ctx: ComplaintsContext,
  { buyer, orderId, input }: OpenComplaintOptions,
): Promise<ComplaintView> {
  const party: ComplaintParty = { side: 'buyer', buyer }
  const { complaintId, afterCommit } = await ctx.db.transaction(async (tx) => {
    const { order, complaint } = await lockComplaintOrder(tx, {
      secret: ctx.secret,
      orderId,
      party,
    })
    if (complaint) throw new AppError('CONFLICT', 'Pesanan ini sudah punya komplain.')
    if (order.status !== 'paid') {
      throw new AppError('INVALID_STATUS_TRANSITION', 'Hanya pesanan lunas yang dapat dikomplain.')
    }
    if (order.price === 0) {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Prompt gratis tidak dapat dikomplain: tidak ada dana yang ditahan.',
      )
    }
    // The hold's end as promised (`complainUntil`), even when the release job has not run yet.
    if (order.releasedAt || (order.releaseAt && order.releaseAt.getTime() <= Date.now())) {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Masa tahan dana pesanan ini sudah berakhir, jadi komplain tidak dapat dibuka lagi. Hubungi toko lewat chat.',
      )
    }
    // One buyer's complaints are counted one at a time (two orders, two transactions).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`complaints:${order.buyerEmail}`}))`,
    )
    const [active] = await tx
      .select({ n: count() })
      .from(complaints)
      .where(
        and(
          eq(complaints.buyerEmail, order.buyerEmail),
          inArray(complaints.status, ACTIVE_COMPLAINT_STATUSES),
        ),
      )
    if ((active?.n ?? 0) >= MAX_ACTIVE_COMPLAINTS_PER_BUYER) {
      throw new AppError(
        'CONFLICT',
        `Anda masih punya ${MAX_ACTIVE_COMPLAINTS_PER_BUYER} komplain yang belum selesai. Tunggu salah satunya selesai.`,
      )
    }
    const [created] = await tx
      .insert(complaints)
      .values(
        stampInsert(complaintActor(party, order.buyerEmail), {
          orderId: order.id,
          shopId: order.shopId,
          buyerEmail: order.buyerEmail,
          reason: input.reason,
        }),
      )
      .returning()
    if (!created) throw new Error('complaint: insert returned no row')
    await recordComplaintStep(tx, {
      complaintId: created.id,
      buyerEmail: order.buyerEmail,
      party,
      kind: 'opened',
      body: input.body,
    })
    const afterCommit = await tellComplaint(ctx, tx, {
      complaint: created,
      order,
      step: 'opened',
      by: 'buyer',
      text: input.body,
    })
    return { complaintId: created.id, afterCommit }
  })
  afterCommit()
  return readComplaintView(ctx.db, complaintId)
}
