import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/withdraw: in review → draft, so it can be edited again. */
export const withdrawSellerProduct = (id: string) =>
  callApi(sellerApi.withdrawProduct, { params: { id } })

export function useWithdrawSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
