import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveEvent } from '@/lib/live-events'
import { orderKeys } from '../api/query-keys'

/**
 * A signed-in buyer's order changed (paid in another tab, expired, refunded): the pages that
 * show orders read them again (what the buyer owns is refreshed by the root layout's listener,
 * `usePurchasedPromptsLiveUpdates`). Guests have no stream; their page polls.
 */
export function useOrderLiveUpdates() {
  const queryClient = useQueryClient()
  useLiveEvent(
    'order.updated',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    }, [queryClient]),
  )
}
