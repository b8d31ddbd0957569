import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveEvent } from '@/lib/live-events'
import { adminKeys, publicRootKeys, sellerKeys } from '@/lib/query-keys'
import { complaintKeys } from '../api/query-keys'

/**
 * A complaint moved or got a message (`complaint.updated`, to its buyer, its shop and staff):
 * every complaint on screen is read again, and so are the orders and lists that show its badge.
 * A guest has no stream; their page reads it again when they act or reload.
 */
export function useComplaintLiveUpdates() {
  const queryClient = useQueryClient()
  useLiveEvent(
    'complaint.updated',
    useCallback(() => {
      // Staff's complaint keys live under `adminKeys.all`, the shop's under `sellerKeys.all`.
      for (const queryKey of [
        complaintKeys.all,
        publicRootKeys.orders,
        sellerKeys.all,
        adminKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    }, [queryClient]),
  )
}
