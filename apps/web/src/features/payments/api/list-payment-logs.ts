import type { PaymentLogList } from '@pasarprompt/contracts/admin-platform'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

export function usePaymentLogs(filters: { result?: string; q?: string }) {
  return useCursorList({
    queryKey: ['admin', 'payment-logs', filters],
    fetchPage: (cursor, signal) => {
      const params = new URLSearchParams({ limit: '25' })
      if (filters.result) params.set('result', filters.result)
      if (filters.q) params.set('q', filters.q)
      if (cursor) params.set('cursor', cursor)
      return http.get<PaymentLogList>(`/api/v1/admin/payment-logs?${params}`, { signal })
    },
    keepPrevious: true,
  })
}
