import type { PromptStatus } from '@pasarprompt/contracts/catalog'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { catalogKeys } from './query-keys'

/** How many prompts a column shows before 'Lihat semua'. */
export const CONTENT_COLUMN_SIZE = 6

/**
 * GET /api/v1/seller/products?status=…: one column of the content board. The key sits under the
 * shop's prompts (`['seller', organizationId, 'products']`), so any change to a prompt there
 * refreshes the board too.
 */
export function useContentColumn(organizationId: string | null, status: PromptStatus) {
  return useQuery({
    queryKey: catalogKeys.contentColumn(organizationId, status),
    queryFn: ({ signal }) =>
      callApi(sellerApi.products, { query: { status, limit: CONTENT_COLUMN_SIZE } }, { signal }),
    enabled: Boolean(organizationId),
  })
}
