import type { SellerProduct } from '@pasarprompt/contracts/seller-products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/restore: an archived prompt back to work on. */
export const restoreSellerProduct = (id: string) =>
  http.post<SellerProduct>(`/api/v1/seller/products/${encodeURIComponent(id)}/restore`)

export function useRestoreSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
