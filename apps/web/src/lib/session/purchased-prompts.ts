import type { OwnedProducts } from '@pasarprompt/contracts/orders'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { callAccountApi } from '@/lib/account-api'
import { useLiveEvent } from '@/lib/live-events'
import { purchaseRootKeys } from '@/lib/query-keys'
import { useSession } from './use-session'

const none: ReadonlyMap<string, string> = new Map()
const byPromptId = (data: OwnedProducts): ReadonlyMap<string, string> =>
  new Map(data.items.map((item) => [item.productId, item.orderId]))

/**
 * The prompts the signed-in user has bought (a paid order), prompt id → that order's id: read
 * once per session from GET /api/v1/account/purchases and shared by every card, the wishlist
 * and the prompt page (one request, however many cards ask). Empty for a visitor.
 */
export function usePurchasedPrompts() {
  const { uid, isLoggedIn, isLoading } = useSession()
  const query = useQuery({
    queryKey: purchaseRootKeys.ownedBy(uid),
    queryFn: ({ signal }) => callAccountApi('purchases', {}, { signal }),
    select: byPromptId,
    enabled: isLoggedIn,
    // Read once per session: an order turning paid or refunded invalidates it (live event, or
    // the payment page seeing it paid), so it is never stale in between.
    staleTime: Number.POSITIVE_INFINITY,
  })
  return {
    /** Still finding out (the session, then the purchases): nothing can be said yet. */
    isPending: isLoading || (isLoggedIn && query.isPending),
    orderOf: isLoggedIn ? (query.data ?? none) : none,
  }
}

/**
 * Mounted once (root layout): an order of this user changed (paid in another tab, refunded), so
 * what they own — and the texts they may read — is read again wherever it shows.
 */
export function usePurchasedPromptsLiveUpdates() {
  const queryClient = useQueryClient()
  useLiveEvent(
    'order.updated',
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: purchaseRootKeys.all }),
      [queryClient],
    ),
  )
}
