import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { shopKeys } from './query-keys'

export function useActiveShop(organizationId: string | null) {
  return useQuery({
    queryKey: shopKeys.active(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.shop, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

export function useUpdateShopProfile(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    // PUT: the HTTP client adds the active organizationId, so a stale tab gets 409 (spec §7).
    mutationFn: (input: UpdateShopProfileInput) => callApi(sellerApi.updateShop, { body: input }),
    onSuccess: (shop) => queryClient.setQueryData(shopKeys.active(organizationId), shop),
  })
}
