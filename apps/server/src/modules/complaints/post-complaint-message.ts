import {
  type ComplaintMessageInput,
  type ComplaintView,
  isActiveComplaintStatus,
} from '@pasarprompt/contracts/complaints'
import { AppError } from '../../lib/app-error.ts'
import { isValidOrderAccessToken } from '../../lib/order-access-token.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { COMPLAINT_MESSAGES_PER_MINUTE } from '../limits/limits.ts'
import { type ComplaintParty, partyUserId } from './complaint-party.ts'
import { runComplaintStep } from './complaint-step.ts'
import type { ComplaintsContext } from './complaints-context.ts'

export interface PostComplaintMessageOptions {
  party: ComplaintParty
  orderId: string
  input: ComplaintMessageInput
}

/**
 * A message in a complaint's conversation from the buyer, the shop or staff, while the
 * complaint is active: stored as plain text, shown live to the others, counted against the
 * writer's messages a minute (a guest's per order).
 */
export async function postComplaintMessage(
  ctx: ComplaintsContext,
  { party, orderId, input }: PostComplaintMessageOptions,
): Promise<ComplaintView> {
  // A guest is counted per order, once their link is checked: nobody else can use up their quota.
  if (
    party.side === 'buyer' &&
    party.buyer.userId === null &&
    !isValidOrderAccessToken(ctx.secret, orderId, party.buyer.token)
  ) {
    throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan.')
  }
  const writer = partyUserId(party) ?? `guest-order:${orderId}`
  refuseOverQuota(
    await consumeQuota(ctx.db, {
      key: `complaint-send:${writer}`,
      ...COMPLAINT_MESSAGES_PER_MINUTE,
    }),
    'Anda mengirim terlalu banyak pesan. Tunggu sebentar, lalu coba lagi.',
  )
  return runComplaintStep(ctx, {
    party,
    orderId,
    decide: (_order, complaint) => {
      if (!isActiveComplaintStatus(complaint.status)) {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          'Komplain ini sudah selesai; pesan tidak dapat dikirim lagi.',
        )
      }
      return { kind: 'message', text: input.body }
    },
  })
}
