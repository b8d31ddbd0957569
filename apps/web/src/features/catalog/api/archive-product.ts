import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/archive: off the marketplace, kept for the shop. */
export const archiveSellerProduct = (id: string) =>
  callApi(sellerApi.archiveProduct, { params: { id } })

export function useArchiveSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: archiveSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
