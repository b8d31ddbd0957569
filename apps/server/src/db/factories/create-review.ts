import { DAY_MS } from '@pasarprompt/contracts/durations'
import { refreshPromptRating } from '../../modules/catalog/refresh-prompt-rating.ts'
import type { Executor } from '../client.ts'
import { reviews } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'

export interface ReviewOverrides {
  rating?: number
  body?: string
  /** When it was written (and, with a reply, answered a day later unless told). */
  at?: Date
  reply?: { body: string; byUserId: string; at?: Date }
}

/**
 * The buyer's review of a paid order, and the shop's reply if given, with the prompt's rating
 * recomputed in the same transaction as the use cases do.
 */
export async function createReview(
  db: Executor,
  order: { id: string; promptId: string; shopId: string; buyerUserId: string | null },
  overrides: ReviewOverrides = {},
) {
  const at = overrides.at ?? new Date()
  const [review] = await db
    .insert(reviews)
    .values({
      ...stampInsert(systemActor, {
        orderId: order.id,
        promptId: order.promptId,
        shopId: order.shopId,
        authorUserId: order.buyerUserId,
        rating: overrides.rating ?? 5,
        body: overrides.body ?? 'Prompt yang sangat membantu, hasilnya rapi dan mudah dipakai.',
        reply: overrides.reply?.body ?? null,
        repliedBy: overrides.reply?.byUserId ?? null,
        repliedAt: overrides.reply
          ? (overrides.reply.at ?? new Date(Math.min(Date.now(), at.getTime() + DAY_MS)))
          : null,
      }),
      createdAt: at,
    })
    .returning()
  if (!review) throw new Error('review insert returned nothing')
  await refreshPromptRating(db, order.promptId)
  return review
}
