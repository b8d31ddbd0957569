import type { ComplaintMessageKind } from '@pasarprompt/contracts/complaints'
import type { Transaction } from '../../db/client.ts'
import { complaintMessages } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { type ComplaintParty, complaintActor, partyUserId } from './complaint-party.ts'

export interface RecordComplaintStepOptions {
  complaintId: string
  buyerEmail: string
  party: ComplaintParty
  kind: ComplaintMessageKind
  body: string
}

/** Adds a message or a step to a complaint's conversation, in the step's transaction. */
export async function recordComplaintStep(
  tx: Transaction,
  { complaintId, buyerEmail, party, kind, body }: RecordComplaintStepOptions,
) {
  const [entry] = await tx
    .insert(complaintMessages)
    .values(
      stampInsert(complaintActor(party, buyerEmail), {
        complaintId,
        kind,
        side: party.side,
        senderUserId: partyUserId(party),
        body,
      }),
    )
    .returning({ id: complaintMessages.id })
  if (!entry) throw new Error('complaint: insert returned no row')
  return entry
}
