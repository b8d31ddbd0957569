import { z } from 'zod'

/** Stars of a review: a whole number from 1 to 5. */
export const ReviewRating = z
  .number({ error: 'Pilih rating 1 sampai 5 bintang.' })
  .int({ error: 'Pilih rating 1 sampai 5 bintang.' })
  .min(1, { error: 'Pilih rating 1 sampai 5 bintang.' })
  .max(5, { error: 'Pilih rating 1 sampai 5 bintang.' })

export const REVIEW_BODY_MIN = 10
export const REVIEW_BODY_MAX = 2000
export const REVIEW_REPLY_MAX = 1000

export const ReviewBody = z
  .string({ error: 'Tulis ulasan Anda.' })
  .trim()
  .min(REVIEW_BODY_MIN, { error: `Ulasan minimal ${REVIEW_BODY_MIN} karakter.` })
  .max(REVIEW_BODY_MAX, { error: `Ulasan maksimal ${REVIEW_BODY_MAX} karakter.` })

/** A buyer writes (or rewrites) the review of one paid order. */
export const ReviewInput = z.object({ rating: ReviewRating, body: ReviewBody })
export type ReviewInput = z.infer<typeof ReviewInput>

/** The shop's one answer to a review. */
export const ReviewReplyInput = z.object({
  reply: z
    .string({ error: 'Tulis balasan Anda.' })
    .trim()
    .min(1, { error: 'Tulis balasan Anda.' })
    .max(REVIEW_REPLY_MAX, { error: `Balasan maksimal ${REVIEW_REPLY_MAX} karakter.` }),
})
export type ReviewReplyInput = z.infer<typeof ReviewReplyInput>

/** The shop's answer as everyone sees it. */
export const ReviewReply = z.object({
  body: z.string(),
  repliedAt: z.iso.datetime({ offset: true }),
})

/**
 * A review as the prompt page shows it: the author by first name and initial ("Budi P."),
 * never an email. Plain text, rendered as text.
 */
export const PublicReview = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  reply: ReviewReply.nullable(),
})
export type PublicReview = z.infer<typeof PublicReview>

export const ReviewListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
})
export type ReviewListQuery = z.infer<typeof ReviewListQuery>

/** A prompt's reviews, newest first, with its rating (average × 100, rounded half up). */
export const ReviewList = z.object({
  ratingAverageX100: z.number().int(),
  ratingCount: z.number().int(),
  items: z.array(PublicReview),
  nextCursor: z.string().nullable(),
})
export type ReviewList = z.infer<typeof ReviewList>

/** The caller's own review of one order. */
export const OwnReview = PublicReview.extend({ orderId: z.uuid(), productId: z.uuid() })
export type OwnReview = z.infer<typeof OwnReview>

/** The caller's paid orders of one prompt, each with its review (null: not written yet). */
export const ReviewableOrders = z.object({
  items: z.array(
    z.object({
      orderId: z.uuid(),
      number: z.string(),
      paidAt: z.iso.datetime({ offset: true }),
      review: OwnReview.nullable(),
    }),
  ),
})
export type ReviewableOrders = z.infer<typeof ReviewableOrders>

/** The review of an order as its shop sees it (seller order page). */
export const ShopOrderReview = PublicReview.extend({
  reply: ReviewReply.extend({ repliedBy: z.string().nullable() }).nullable(),
})
export type ShopOrderReview = z.infer<typeof ShopOrderReview>

/** "Budi Santoso Pratama" → "Budi P."; one word stays as it is; no name → "Pembeli". */
export function reviewAuthorName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (!first) return 'Pembeli'
  const last = words.length > 1 ? words.at(-1) : undefined
  const initial = last ? Array.from(last)[0]?.toUpperCase() : undefined
  return initial ? `${first} ${initial}.` : first
}
