import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { catalogKeys, type SellerProductFilters } from './query-keys'

const PAGE_SIZE = 20

/** GET /api/v1/seller/products: the active shop's prompts, a page at a time, with counts. */
export function listSellerProducts(
  filters: SellerProductFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  return callApi(
    sellerApi.products,
    { query: { limit: PAGE_SIZE, status: filters.status, q: filters.q, cursor } },
    { signal },
  )
}

export function useSellerProducts(organizationId: string | null, filters: SellerProductFilters) {
  return useCursorList({
    queryKey: catalogKeys.shopProductList(organizationId, filters),
    fetchPage: (cursor, signal) => listSellerProducts(filters, cursor, signal),
    // The tabs and their counts stay in place while another status or search loads.
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}
