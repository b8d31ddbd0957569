import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/restore: an archived prompt back to work on. */
export const restoreSellerProduct = (id: string) =>
  callApi(sellerApi.restoreProduct, { params: { id } })

export function useRestoreSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
