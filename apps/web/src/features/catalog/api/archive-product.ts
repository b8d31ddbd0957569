import type { SellerProduct } from '@pasarprompt/contracts/seller-products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/archive: off the marketplace, kept for the shop. */
export const archiveSellerProduct = (id: string) =>
  http.post<SellerProduct>(`/api/v1/seller/products/${encodeURIComponent(id)}/archive`)

export function useArchiveSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: archiveSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
