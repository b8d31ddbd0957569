import { purchaseRootKeys } from '@/lib/query-keys'

/** The reviews' cache keys: the public lists, and the buyer's own under `purchases`. */
export const reviewKeys = {
  /** Every public list of reviews (and ratings) of prompts. */
  all: ['reviews'] as const,
  list: (slug: string) => ['reviews', slug] as const,
  /** Under `purchases`: a purchase finished elsewhere (a live event) refreshes it with them. */
  own: (uid: string | null, productId: string) =>
    [...purchaseRootKeys.reviews, uid, productId] as const,
}
