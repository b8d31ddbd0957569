import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { paymentKeys } from './query-keys'

export function usePaymentLogs(filters: { result?: string; q?: string }) {
  return useCursorList({
    queryKey: paymentKeys.logs(filters),
    fetchPage: (cursor, signal) =>
      callApi(
        adminApi.paymentLogs,
        { query: { limit: 25, result: filters.result, q: filters.q, cursor } },
        { signal },
      ),
    keepPrevious: true,
  })
}
