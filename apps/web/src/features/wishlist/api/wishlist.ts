import type { Wishlist } from '@pasarprompt/contracts/catalog'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { callAccountApi } from '@/lib/account-api'
import { useLiveEvent } from '@/lib/live-events'
import { useSession } from '@/lib/session/use-session'
import { wishlistKeys } from './query-keys'

const empty: Wishlist = { productIds: [] }

/**
 * The signed-in user's saved prompt ids, kept live: another tab's change arrives as a
 * `wishlist.updated` event. A failed read counts as an empty list, logged (spec §8).
 */
export function useWishlist() {
  const { uid, isLoggedIn } = useSession()
  const query = useQuery({
    queryKey: wishlistKeys.ids(uid),
    queryFn: async ({ signal }) => {
      try {
        return await callAccountApi('wishlist', {}, { signal })
      } catch (error) {
        // A superseded request is cancelled, not failed.
        if (signal.aborted) throw error
        console.error('Wishlist listener error', error)
        return empty
      }
    },
    enabled: isLoggedIn,
  })
  return isLoggedIn ? (query.data ?? empty) : empty
}

/** Mounted once (root layout): another tab's change refreshes every wishlist view here. */
export function useWishlistLiveUpdates() {
  const { uid } = useSession()
  const queryClient = useQueryClient()
  useLiveEvent(
    'wishlist.updated',
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.ids(uid) }),
      [queryClient, uid],
    ),
  )
}

/** Saves or removes a prompt; the answer is the new list. */
export function useToggleWishlist() {
  const { uid } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ promptId, saved }: { promptId: string; saved: boolean }) =>
      saved
        ? callAccountApi('saveToWishlist', { params: { productId: promptId } })
        : callAccountApi('removeFromWishlist', { params: { productId: promptId } }),
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKeys.ids(uid), wishlist),
  })
}
