import type { PromptStatus, SellerProductList } from '@pasarprompt/contracts/seller-products'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

/** How many prompts a column shows before 'Lihat semua'. */
export const CONTENT_COLUMN_SIZE = 6

/**
 * GET /api/v1/seller/products?status=…: one column of the content board. The key sits under the
 * shop's prompts (`['seller', organizationId, 'products']`), so any change to a prompt there
 * refreshes the board too.
 */
export function useContentColumn(organizationId: string | null, status: PromptStatus) {
  return useQuery({
    queryKey: ['seller', organizationId, 'products', 'content', status],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ status, limit: String(CONTENT_COLUMN_SIZE) })
      return http.get<SellerProductList>(`/api/v1/seller/products?${params}`, { signal })
    },
    enabled: Boolean(organizationId),
  })
}
