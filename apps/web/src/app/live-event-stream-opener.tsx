import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveEventStream } from '@/lib/live-event-stream'
import { useLiveEvent } from '@/lib/live-events'

/**
 * Keeps the signed-in user's live event stream open while mounted; renders nothing. After a
 * `resync` (the server may have missed events) every query on screen is fetched again.
 */
export function LiveEventStreamOpener({ streamKey }: { streamKey: string }) {
  useLiveEventStream(streamKey)
  const queryClient = useQueryClient()
  useLiveEvent(
    'resync',
    useCallback(() => void queryClient.invalidateQueries({ refetchType: 'active' }), [queryClient]),
  )
  return null
}
