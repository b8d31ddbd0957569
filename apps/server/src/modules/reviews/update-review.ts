import type { OwnReview, ReviewInput } from '@pasarprompt/contracts/reviews'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { reviews } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { actorOf } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { refreshPromptRating } from '../catalog/refresh-prompt-rating.ts'
import { lockBuyersOrder } from './create-review.ts'
import { limitReviewWriting } from './limit-review-writing.ts'
import { selectReviews, toOwnReview } from './review-view.ts'

export interface UpdateReviewOptions {
  auth: AuthSession
  orderId: string
  input: ReviewInput
}

/**
 * Its author rewrites the review of their order (stars and text); `edited_at` marks it
 * "(diubah)". A refunded order's review is no longer shown, so it can no longer be edited
 * either. The shop's reply stays as it was given. Counted first against the person's review
 * writes (`limitReviewWriting`).
 */
export async function updateReview(
  db: Database,
  { auth, orderId, input }: UpdateReviewOptions,
): Promise<OwnReview> {
  await limitReviewWriting(db, auth.user.id)
  return db.transaction(async (tx) => {
    const order = await lockBuyersOrder(tx, auth.user.id, orderId)
    if (order.status !== 'paid') {
      throw new AppError('CONFLICT', 'Ulasan pesanan yang sudah dikembalikan tidak dapat diubah.')
    }
    const [updated] = await tx
      .update(reviews)
      .set(
        stampUpdate(actorOf(auth), {
          rating: input.rating,
          body: input.body,
          editedAt: new Date(),
        }),
      )
      .where(and(eq(reviews.orderId, order.id), eq(reviews.authorUserId, auth.user.id)))
      .returning({ id: reviews.id })
    if (!updated) throw new AppError('NOT_FOUND', 'Ulasan tidak ditemukan.')
    await refreshPromptRating(tx, order.promptId)
    const [row] = await selectReviews(tx).where(eq(reviews.id, updated.id))
    if (!row) throw new Error('the edited review vanished')
    return toOwnReview(row)
  })
}
