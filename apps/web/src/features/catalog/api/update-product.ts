import type { SellerProductInput } from '@pasarprompt/contracts/catalog-for-shop'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { storeChangedProduct } from './product-cache'

/**
 * PUT /api/v1/seller/products/:id: the whole prompt. On a published prompt a changed secret or
 * changed examples become a revision in review; the published version stays live.
 */
export const updateSellerProduct = ({ id, input }: { id: string; input: SellerProductInput }) =>
  callApi(sellerApi.updateProduct, { params: { id }, body: input })

export function useUpdateSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
