import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { catalogKeys } from './query-keys'

/**
 * PUT /api/v1/seller/products/:id/try: "Coba dulu"'s free tries a buyer gets per day, or 0 to
 * switch it off (issue 31). No text changes, so nothing goes to review; the saved prompt in the
 * editor takes the new count at once.
 */
export const setSellerProductTries = ({ id, freePerDay }: { id: string; freePerDay: number }) =>
  callApi(sellerApi.setProductTries, { params: { id }, body: { freePerDay } })

export function useSetSellerProductTries(organizationId: string | null, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (freePerDay: number) => setSellerProductTries({ id, freePerDay }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SellerProduct>(
        catalogKeys.shopProduct(organizationId, id),
        (product) => (product ? { ...product, freeTriesPerDay: saved.freePerDay } : product),
      ),
  })
}
