import type { SellerProductList } from '@pasarprompt/contracts/seller-products'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'
import { type SellerProductFilters, sellerProductKeys } from './seller-product-keys'

const PAGE_SIZE = 20

/** GET /api/v1/seller/products: the active shop's prompts, a page at a time, with counts. */
export function listSellerProducts(
  filters: SellerProductFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) })
  if (filters.status) params.set('status', filters.status)
  if (filters.q) params.set('q', filters.q)
  if (cursor) params.set('cursor', cursor)
  return http.get<SellerProductList>(`/api/v1/seller/products?${params}`, { signal })
}

export function useSellerProducts(organizationId: string | null, filters: SellerProductFilters) {
  return useCursorList({
    queryKey: sellerProductKeys.list(organizationId, filters),
    fetchPage: (cursor, signal) => listSellerProducts(filters, cursor, signal),
    // The tabs and their counts stay in place while another status or search loads.
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}
