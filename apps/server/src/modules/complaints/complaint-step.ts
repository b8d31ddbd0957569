import type { ComplaintMessageKind, ComplaintView } from '@pasarprompt/contracts/complaints'
import { eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { complaints, type orders } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { type ComplaintParty, complaintActor } from './complaint-party.ts'
import { readComplaintView } from './complaint-view.ts'
import type { ComplaintsContext } from './complaints-context.ts'
import { lockComplaintOrder, requireComplaint } from './lock-complaint-order.ts'
import { recordComplaintStep } from './record-complaint-step.ts'
import { tellComplaint } from './tell-complaint.ts'

type Complaint = typeof complaints.$inferSelect
type Order = typeof orders.$inferSelect

/** What a step decides once the order and its complaint are locked and checked. */
export interface StepOutcome {
  kind: ComplaintMessageKind
  /** The conversation entry's text (a message, or a decision's reason; '' for a bare step). */
  text: string
  /** Columns of the complaint the step changes (its status, who escalated or decided, …). */
  changes?: Partial<typeof complaints.$inferInsert>
  /** More work in the same transaction (the refund's reversal), after the complaint changed. */
  also?: (tx: Transaction, order: Order, complaint: Complaint) => Promise<void>
}

export interface RunComplaintStepOptions {
  party: ComplaintParty
  orderId: string
  decide: (order: Order, complaint: Complaint) => StepOutcome
}

/**
 * The frame of every step on an existing complaint: in one transaction, lock the order and its
 * complaint (`lockComplaintOrder` checks the party may act on it), let the step check the state
 * and decide, write the complaint's change and its conversation entry, tell everyone concerned;
 * after the commit, deliver a guest's mail and answer with the complaint as it now is.
 */
export async function runComplaintStep(
  ctx: ComplaintsContext,
  { party, orderId, decide }: RunComplaintStepOptions,
): Promise<ComplaintView> {
  const { complaintId, afterCommit } = await ctx.db.transaction(async (tx) => {
    const locked = await lockComplaintOrder(tx, { secret: ctx.secret, orderId, party })
    const order = locked.order
    const found = requireComplaint(locked.complaint)
    const outcome = decide(order, found)
    let complaint = found
    if (outcome.changes) {
      const [changed] = await tx
        .update(complaints)
        .set(stampUpdate(complaintActor(party, order.buyerEmail), outcome.changes))
        .where(eq(complaints.id, found.id))
        .returning()
      if (changed) complaint = changed
    }
    await outcome.also?.(tx, order, complaint)
    await recordComplaintStep(tx, {
      complaintId: complaint.id,
      buyerEmail: order.buyerEmail,
      party,
      kind: outcome.kind,
      body: outcome.text,
    })
    const afterCommit = await tellComplaint(ctx, tx, {
      complaint,
      order,
      step: outcome.kind,
      by: party.side,
      text: outcome.text,
    })
    return { complaintId: complaint.id, afterCommit }
  })
  afterCommit()
  return readComplaintView(ctx.db, complaintId)
}
