import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { catalogKeys } from './query-keys'

/** GET /api/v1/seller/products/:id: one prompt of the shop, with its secret. */
export const getSellerProduct = (id: string, signal?: AbortSignal) =>
  callApi(sellerApi.product, { params: { id } }, { signal })

export function useSellerProduct(organizationId: string | null, id: string | undefined) {
  return useQuery({
    queryKey: catalogKeys.shopProduct(organizationId, id ?? ''),
    queryFn: ({ signal }) => getSellerProduct(id ?? '', signal),
    enabled: Boolean(organizationId && id),
    // A 404 (another shop's id, a deleted prompt) is an answer, not a hiccup.
    retry: false,
  })
}
