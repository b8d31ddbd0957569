import type { UpdateShopAffiliateProgrammeInput } from '@pasarprompt/contracts/affiliates'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { publicRootKeys } from '@/lib/query-keys'
import { affiliateKeys } from './query-keys'

/** PUT /api/v1/seller/affiliate-programme: on or off, and the shop's own rate (null: default). */
export function useUpdateShopAffiliateProgramme(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateShopAffiliateProgrammeInput) =>
      callApi(sellerApi.updateAffiliateProgramme, { body: input }),
    onSuccess: (programme) => {
      queryClient.setQueryData(affiliateKeys.shopProgramme(organizationId), programme)
      // The public shop page shows the programme's card from its own read.
      return queryClient.invalidateQueries({ queryKey: publicRootKeys.shops })
    },
  })
}
