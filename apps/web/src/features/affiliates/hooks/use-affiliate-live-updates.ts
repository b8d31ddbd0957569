import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveEvent } from '@/lib/live-events'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from '../api/query-keys'

/**
 * The affiliate's figures changed on the server (a sale, a release, a reversal, a payout's
 * decision, a removal): the 'Afiliasi' tab reads them again.
 */
export function useAffiliateLiveUpdates() {
  const queryClient = useQueryClient()
  const { uid } = useSession()
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: affiliateKeys.mine(uid) }),
    [queryClient, uid],
  )
  useLiveEvent(
    'affiliate.updated',
    useCallback((data) => (data.userId === uid ? refresh() : undefined), [uid, refresh]),
  )
}
