import type { ActiveShop, UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'

export const activeShopQueryKey = (organizationId: string | null) => [
  'seller',
  organizationId,
  'shop',
]

export function useActiveShop(organizationId: string | null) {
  return useQuery({
    queryKey: activeShopQueryKey(organizationId),
    queryFn: ({ signal }) => http.get<ActiveShop>('/api/v1/seller/shop', { signal }),
    enabled: Boolean(organizationId),
  })
}

export function useUpdateShopProfile(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    // PUT: the HTTP client adds the active organizationId, so a stale tab gets 409 (spec §7).
    mutationFn: (input: UpdateShopProfileInput) =>
      http.put<ActiveShop>('/api/v1/seller/shop', input),
    onSuccess: (shop) => queryClient.setQueryData(activeShopQueryKey(organizationId), shop),
  })
}
