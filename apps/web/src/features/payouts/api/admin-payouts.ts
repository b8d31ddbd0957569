import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { payoutKeys } from './query-keys'

export type PayoutStatus = keyof typeof payoutStatusLabels

/** GET /api/v1/admin/payouts by status, page after page. */
export function useAdminPayouts(status: PayoutStatus) {
  return useCursorList({
    queryKey: payoutKeys.admin(status),
    fetchPage: (cursor, signal) =>
      callApi(adminApi.payouts, { query: { status, limit: 25, cursor } }, { signal }),
    keepPrevious: true,
  })
}

export function usePayoutDecisions() {
  const queryClient = useQueryClient()
  const settle = () => queryClient.invalidateQueries({ queryKey: adminKeys.all })
  return {
    approve: useMutation({
      mutationFn: (input: {
        id: string
        transferReference: string
        confirmRecentBankChange: boolean
      }) =>
        callApi(adminApi.approvePayout, {
          params: { id: input.id },
          body: {
            transferReference: input.transferReference,
            confirmRecentBankChange: input.confirmRecentBankChange,
          },
        }),
      onSuccess: settle,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) =>
        callApi(adminApi.rejectPayout, {
          params: { id: input.id },
          body: { reason: input.reason },
        }),
      onSuccess: settle,
    }),
  }
}
