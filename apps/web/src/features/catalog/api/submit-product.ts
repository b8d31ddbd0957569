import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/submit: draft or rejected → in review. */
export const submitSellerProduct = (id: string) =>
  callApi(sellerApi.submitProduct, { params: { id } })

export function useSubmitSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
