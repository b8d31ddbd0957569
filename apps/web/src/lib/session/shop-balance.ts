import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveEvent } from '@/lib/live-events'
import { sellerKeys } from '@/lib/query-keys'
import { callSellerApi } from '@/lib/seller-api'

/**
 * The active shop's balance (the spec's live organisation `balance`), for owners and admins
 * only: the server refuses members, so the query is not even asked for them. Each sale,
 * release or refund arrives as a `balance.updated` event with the new amounts.
 */
export function useShopBalance(organizationId: string | null, enabled: boolean) {
  const queryClient = useQueryClient()
  useLiveEvent(
    'balance.updated',
    useCallback(
      (data) => {
        if (!enabled || data.organizationId !== organizationId) return
        queryClient.setQueryData(sellerKeys.balance(organizationId), data)
      },
      [queryClient, organizationId, enabled],
    ),
  )
  return useQuery({
    queryKey: sellerKeys.balance(organizationId),
    queryFn: ({ signal }) => callSellerApi('balance', {}, { signal }),
    enabled: enabled && Boolean(organizationId),
  })
}
