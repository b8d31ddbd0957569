import type { SellerProduct } from '@pasarprompt/contracts/seller-products'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { sellerProductKeys } from './seller-product-keys'

/** GET /api/v1/seller/products/:id: one prompt of the shop, with its secret. */
export const getSellerProduct = (id: string, signal?: AbortSignal) =>
  http.get<SellerProduct>(`/api/v1/seller/products/${encodeURIComponent(id)}`, { signal })

export function useSellerProduct(organizationId: string | null, id: string | undefined) {
  return useQuery({
    queryKey: sellerProductKeys.detail(organizationId, id ?? ''),
    queryFn: ({ signal }) => getSellerProduct(id ?? '', signal),
    enabled: Boolean(organizationId && id),
    // A 404 (another shop's id, a deleted prompt) is an answer, not a hiccup.
    retry: false,
  })
}
