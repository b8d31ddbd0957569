import type { ProductListQuery } from '@pasarprompt/contracts/catalog'
import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'
import { catalogKeys } from './query-keys'

/** The list's filters as they appear in the URL (everything optional, strings as typed). */
export type PromptFilters = Partial<Omit<ProductListQuery, 'cursor' | 'limit'>> & { limit?: number }

/** GET /api/v1/products: one page of published prompts. */
export const getPrompts = (filters: PromptFilters, cursor?: string, signal?: AbortSignal) =>
  callPublicApi('products', { query: { ...filters, cursor } }, { signal })

/** One page of prompts (home sections, shop pages). */
export function usePrompts(filters: PromptFilters) {
  return useQuery({
    queryKey: catalogKeys.list(filters),
    queryFn: ({ signal }) => getPrompts(filters, undefined, signal),
    initialData: () => firstScreenPublicAnswer('products', { query: filters }),
  })
}

/** The prompt list with "load more" (keyset cursors from the server). */
export function useInfinitePrompts(filters: PromptFilters) {
  return useCursorList({
    queryKey: catalogKeys.infinite(filters),
    fetchPage: (cursor, signal) => getPrompts(filters, cursor, signal),
    firstPage: () => firstScreenPublicAnswer('products', { query: filters }),
    keepPrevious: true,
  })
}
