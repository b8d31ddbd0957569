import type { SellerProductInput } from '@pasarprompt/contracts/catalog-for-shop'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products: a new draft of the active shop. */
export const createSellerProduct = (input: SellerProductInput) =>
  callApi(sellerApi.createProduct, { body: input })

export function useCreateSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
