import type { SellerProduct } from '@pasarprompt/contracts/seller-products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { storeChangedProduct } from './product-cache'

/** POST /api/v1/seller/products/:id/withdraw: in review → draft, so it can be edited again. */
export const withdrawSellerProduct = (id: string) =>
  http.post<SellerProduct>(`/api/v1/seller/products/${encodeURIComponent(id)}/withdraw`)

export function useWithdrawSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawSellerProduct,
    onSuccess: (product) => storeChangedProduct(queryClient, organizationId, product),
  })
}
