import type {
  Category,
  ProductList,
  ProductListQuery,
  PromptCard,
  PromptDetail,
} from '@pasarprompt/contracts/catalog'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

/** The list's filters as they appear in the URL (everything optional, strings as typed). */
export type PromptFilters = Partial<Omit<ProductListQuery, 'cursor' | 'limit'>> & { limit?: number }

function toSearchParams(filters: PromptFilters, cursor?: string) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  if (cursor) params.set('cursor', cursor)
  return params
}

export const getPrompts = (filters: PromptFilters, cursor?: string, signal?: AbortSignal) =>
  http.get<ProductList>(`/api/v1/products?${toSearchParams(filters, cursor)}`, { signal })

/** Where a search for `query` lands: the prompt list, filtered when there is text. */
export function promptSearchUrl(query: string) {
  const q = query.trim()
  return paths.marketplace.prompts({ q })
}

/** One page of prompts (home sections, shop pages). */
export function usePrompts(filters: PromptFilters) {
  return useQuery({
    queryKey: ['products', filters],
    queryFn: ({ signal }) => getPrompts(filters, undefined, signal),
  })
}

/** The prompt list with "load more" (keyset cursors from the server). */
export function useInfinitePrompts(filters: PromptFilters) {
  return useCursorList({
    queryKey: ['products', 'infinite', filters],
    fetchPage: (cursor, signal) => getPrompts(filters, cursor, signal),
    keepPrevious: true,
  })
}

export function usePrompt(slug: string) {
  return useQuery({
    queryKey: ['products', 'detail', slug],
    queryFn: ({ signal }) =>
      http.get<PromptDetail>(`/api/v1/products/${encodeURIComponent(slug)}`, { signal }),
  })
}

/** The spec's wishlist resolver (its body goes out untouched, spec §7). */
export const getPromptsByIds = (ids: string[]) =>
  http.post<{ items: PromptCard[] }>('/api/v1/product/get', { ids })

/**
 * The spec's categories query (featured, marketplace). A failed load leaves the list empty, so
 * the menu shows 'Memuat kategori...' (spec §8).
 */
export function useCategories(featuredOnly: boolean) {
  return useQuery({
    queryKey: ['categories', { featuredOnly }],
    queryFn: async ({ signal }) => {
      try {
        return await http.get<Category[]>(
          `/api/v1/categories${featuredOnly ? '?featured=true' : ''}`,
          {
            signal,
          },
        )
      } catch (error) {
        // A superseded request is cancelled, not failed.
        if (signal.aborted) throw error
        console.error('Category load failed', error)
        return [] as Category[]
      }
    },
    staleTime: 5 * 60_000,
  })
}
