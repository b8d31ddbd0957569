import type { AFFILIATE_FLAG_STATES } from '@pasarprompt/contracts/affiliate-flags'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { callApi } from '@/lib/api-client'
import { useLiveEvent } from '@/lib/live-events'
import { adminKeys } from '@/lib/query-keys'
import { affiliateKeys } from './query-keys'

export type AffiliateFlagState = (typeof AFFILIATE_FLAG_STATES)[number]

/** GET /api/v1/admin/affiliate-flags: the newest `limit` open flags (or handled ones). */
export function useAdminAffiliateFlags(status: AffiliateFlagState, limit: number) {
  return useQuery({
    queryKey: affiliateKeys.flags(status, limit),
    queryFn: ({ signal }) =>
      callApi(adminApi.affiliateFlags, { query: { status, limit } }, { signal }),
    placeholderData: (previous) => previous,
  })
}

/**
 * Marks a flag handled. Every admin query refetches: the list, and the access answer whose
 * waiting counts feed the sidebar's badge.
 */
export function useHandleAffiliateFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi(adminApi.handleAffiliateFlag, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** A new flag reaches every admin as a notification: the list and the badges refresh, live. */
export function useAffiliateFlagLiveUpdates() {
  const queryClient = useQueryClient()
  useLiveEvent(
    'notification.created',
    useCallback(
      (data: { kind: string }) => {
        if (data.kind === 'affiliate_flag')
          void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      },
      [queryClient],
    ),
  )
}
