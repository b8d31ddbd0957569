import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { statisticsKeys } from './query-keys'

/** GET /api/v1/seller/dashboard: refreshed when a sale lands (the balance event) or on focus. */
export function useShopDashboard(organizationId: string | null) {
  return useQuery({
    queryKey: statisticsKeys.shopDashboard(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.dashboard, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}
