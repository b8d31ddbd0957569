import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { affiliateKeys } from './query-keys'

/** GET /api/v1/seller/affiliate-programme: the active shop's programme (owners and admins). */
export function useShopAffiliateProgramme(organizationId: string | null) {
  return useQuery({
    queryKey: affiliateKeys.shopProgramme(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.affiliateProgramme, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}
