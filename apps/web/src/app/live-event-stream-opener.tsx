import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useChatLiveUpdates } from '@/features/chat/api/chat'
import { useWishlistLiveUpdates } from '@/features/wishlist/api/wishlist'
import { useLiveEventStream } from '@/lib/live-event-stream'
import { useLiveEvent } from '@/lib/live-events'
import { usePurchasedPromptsLiveUpdates } from '@/lib/session/purchased-prompts'

/**
 * Keeps the signed-in user's live event stream open while mounted, with the listeners that keep
 * the wishlist, the purchases and the chats fresh; renders nothing. After a `resync` (the server
 * may have missed events) every query on screen is fetched again.
 */
export function LiveEventStreamOpener({ streamKey }: { streamKey: string }) {
  useLiveEventStream(streamKey)
  useWishlistLiveUpdates()
  usePurchasedPromptsLiveUpdates()
  useChatLiveUpdates()
  const queryClient = useQueryClient()
  useLiveEvent(
    'resync',
    useCallback(() => void queryClient.invalidateQueries({ refetchType: 'active' }), [queryClient]),
  )
  return null
}
