import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { StatisticsRange } from '@pasarprompt/contracts/statistics-for-shop'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { statisticsKeys } from './query-keys'

/** GET /api/v1/seller/statistics?range=…; the last range stays on screen while the next loads. */
export function useShopStatistics(organizationId: string | null, range: StatisticsRange) {
  return useQuery({
    queryKey: statisticsKeys.shopStatistics(organizationId, range),
    queryFn: ({ signal }) => callApi(sellerApi.statistics, { query: { range } }, { signal }),
    enabled: Boolean(organizationId),
    // Another range of the same shop stays on screen while the next loads; another shop's never.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === organizationId ? keepPreviousData(previous) : undefined,
  })
}
