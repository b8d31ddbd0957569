import type { SellerProduct, SellerProductInput } from '@pasarprompt/contracts/seller-products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products: a new draft of the active shop. */
export const createSellerProduct = (input: SellerProductInput) =>
  http.post<SellerProduct>('/api/v1/seller/products', input)

export function useCreateSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
