import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveEvent } from '@/lib/live-events'
import { shopKeys } from '../api/query-keys'

/** Another member saved the profile: the active shop shows it without a reload. */
export function useActiveShopLiveUpdates(organizationId: string | null) {
  const queryClient = useQueryClient()
  useLiveEvent(
    'shop.updated',
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.active(organizationId) })
    }, [queryClient, organizationId]),
  )
}
