import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { catalogKeys } from './query-keys'

/** DELETE /api/v1/seller/products/:id (204). */
export const deleteSellerProduct = (id: string) =>
  callApi(sellerApi.deleteProduct, { params: { id } })

export function useDeleteSellerProduct(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSellerProduct,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.shopProduct(organizationId, id) })
      return queryClient.invalidateQueries({
        queryKey: catalogKeys.shopProductLists(organizationId),
      })
    },
  })
}
