import { type PublicReview, reviewAuthorName } from '@pasarprompt/contracts/reviews'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { reviews, users } from '../../db/schema.ts'

const authors = alias(users, 'review_authors')
const repliers = alias(users, 'review_repliers')

/** The columns every view of a review reads, with its author's and replier's names. */
export const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  promptId: reviews.promptId,
  shopId: reviews.shopId,
  authorUserId: reviews.authorUserId,
  rating: reviews.rating,
  body: reviews.body,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  authorName: authors.name,
  repliedByName: repliers.name,
}

/** `select … from reviews` with the author and replier joined (both may be gone: null). */
export const selectReviews = (db: Executor) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(authors, eq(authors.id, reviews.authorUserId))
    .leftJoin(repliers, eq(repliers.id, reviews.repliedBy))

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number]

/** A review as anyone may see it: first name and initial, never an email. */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    authorName: reviewAuthorName(row.authorName),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    reply:
      row.reply && row.repliedAt
        ? { body: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  }
}

export const toOwnReview = (row: ReviewRow) => ({
  ...toPublicReview(row),
  orderId: row.orderId,
  productId: row.promptId,
})

/** The shop's view adds who of its members replied. */
export const toShopReview = (row: ReviewRow) => {
  const view = toPublicReview(row)
  return {
    ...view,
    reply: view.reply ? { ...view.reply, repliedBy: row.repliedByName ?? null } : null,
  }
}
