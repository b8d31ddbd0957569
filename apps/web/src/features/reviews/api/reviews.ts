import type { ReviewInput, ReviewReplyInput } from '@pasarprompt/contracts/reviews'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callAccountApi } from '@/lib/account-api'
import { callPublicApi } from '@/lib/public-api'
import { publicRootKeys, purchaseRootKeys, sellerKeys } from '@/lib/query-keys'
import { callSellerApi } from '@/lib/seller-api'
import { useSession } from '@/lib/session/use-session'
import { reviewKeys } from './query-keys'

// A prompt page is long already: three reviews, then "Muat lebih banyak".
const PAGE_SIZE = 3

/** GET /api/v1/products/{slug}/reviews: newest first, "Muat lebih banyak" for the next page. */
export function usePromptReviews(slug: string) {
  return useCursorList({
    queryKey: reviewKeys.list(slug),
    fetchPage: (cursor, signal) =>
      callPublicApi(
        'productReviews',
        { params: { slug }, query: { cursor, limit: PAGE_SIZE } },
        { signal },
      ),
  })
}

/** The signed-in buyer's paid orders of this prompt, each with the review they wrote. */
export function useOwnReviews(productId: string) {
  const { uid, isLoggedIn } = useSession()
  return useQuery({
    queryKey: reviewKeys.own(uid, productId),
    queryFn: ({ signal }) =>
      callAccountApi('productReviews', { params: { productId } }, { signal }),
    enabled: isLoggedIn,
  })
}

/** Writes the review of an order, or rewrites it; the lists and ratings are read again. */
export function useSaveReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      orderId,
      input,
      existing,
    }: {
      orderId: string
      input: ReviewInput
      existing: boolean
    }) =>
      existing
        ? callAccountApi('updateReview', { params: { orderId }, body: input })
        : callAccountApi('createReview', { params: { orderId }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all })
      void queryClient.invalidateQueries({ queryKey: purchaseRootKeys.reviews })
      // Cards and the buyer's order list show the rating and the review too (not the prompt
      // page itself: reading it again would count another view).
      void queryClient.invalidateQueries({
        queryKey: publicRootKeys.products,
        predicate: (query) => !publicRootKeys.isProductDetail(query.queryKey),
      })
      void queryClient.invalidateQueries({ queryKey: publicRootKeys.orders })
    },
  })
}

/** The shop's one reply to a review, from the order page. */
export function useReplyToReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewReplyInput }) =>
      callSellerApi('replyToReview', { params: { id: reviewId }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerKeys.all })
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all })
    },
  })
}
