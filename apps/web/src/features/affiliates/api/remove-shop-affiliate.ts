import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { affiliateKeys } from './query-keys'

/** DELETE /api/v1/seller/affiliates/{id}: the affiliate's code pays nothing from now on. */
export function useRemoveShopAffiliate(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (affiliateId: string) =>
      callApi(sellerApi.removeAffiliate, { params: { affiliateId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: affiliateKeys.shopProgramme(organizationId) }),
  })
}
