import type { AdminPayout, AdminPayoutList } from '@pasarprompt/contracts/admin-payouts'
import type { payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

export type PayoutStatus = keyof typeof payoutStatusLabels

/** GET /api/v1/admin/payouts by status, page after page. */
export function useAdminPayouts(status: PayoutStatus) {
  return useCursorList({
    queryKey: ['admin', 'payouts', status],
    fetchPage: (cursor, signal) => {
      const params = new URLSearchParams({ status, limit: '25' })
      if (cursor) params.set('cursor', cursor)
      return http.get<AdminPayoutList>(`/api/v1/admin/payouts?${params}`, { signal })
    },
    keepPrevious: true,
  })
}

export function usePayoutDecisions() {
  const queryClient = useQueryClient()
  const settle = () => queryClient.invalidateQueries({ queryKey: ['admin'] })
  return {
    approve: useMutation({
      mutationFn: (input: {
        id: string
        transferReference: string
        confirmRecentBankChange: boolean
      }) =>
        http.post<AdminPayout>(`/api/v1/admin/payouts/${input.id}/approve`, {
          transferReference: input.transferReference,
          confirmRecentBankChange: input.confirmRecentBankChange,
        }),
      onSuccess: settle,
    }),
    reject: useMutation({
      mutationFn: (input: { id: string; reason: string }) =>
        http.post<AdminPayout>(`/api/v1/admin/payouts/${input.id}/reject`, {
          reason: input.reason,
        }),
      onSuccess: settle,
    }),
  }
}
