import { endpointPath } from '@pasarprompt/contracts/endpoint'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { MicrositeInput } from '@pasarprompt/contracts/shops-microsite'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { shopKeys } from './query-keys'

/** GET /api/v1/seller/microsite: the content and the published prompts it may feature. */
export function useSellerMicrosite(organizationId: string | null) {
  return useQuery({
    queryKey: shopKeys.micrositeEditor(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.microsite, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** GET /api/v1/seller/microsite/preview: the public page as visitors see it, never a cached copy. */
export function useMicrositePreview(organizationId: string | null) {
  return useQuery({
    queryKey: shopKeys.micrositePreview(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.micrositePreview, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** PUT /api/v1/seller/microsite (owners and admins). */
export function useSaveMicrosite(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    // PUT: the HTTP client adds the active organizationId, so a stale tab gets 409 (spec §7).
    mutationFn: (input: MicrositeInput) => callApi(sellerApi.updateMicrosite, { body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(shopKeys.micrositeEditor(organizationId), saved)
      await queryClient.invalidateQueries({ queryKey: shopKeys.micrositePreview(organizationId) })
      await queryClient.invalidateQueries({ queryKey: shopKeys.page(saved.shop.slug) })
      // The public page is cached for a minute by the browser too; the seller who just saved
      // should see the new page there at once, so this browser's copy is replaced now.
      await fetch(endpointPath(publicApi.shop.path, { slug: saved.shop.slug }), {
        cache: 'reload',
        credentials: 'omit',
      }).catch(() => undefined)
    },
  })
}
