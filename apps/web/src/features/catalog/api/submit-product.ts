import type { SellerProduct } from '@pasarprompt/contracts/seller-products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/submit: draft or rejected → in review. */
export const submitSellerProduct = (id: string) =>
  http.post<SellerProduct>(`/api/v1/seller/products/${encodeURIComponent(id)}/submit`)

export function useSubmitSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
