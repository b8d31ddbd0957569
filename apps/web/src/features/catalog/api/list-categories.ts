import type { Category } from '@pasarprompt/contracts/catalog'
import { useQuery } from '@tanstack/react-query'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'
import { catalogKeys } from './query-keys'

const withPrompts = (categories: Category[]) => categories.filter((category) => category.count > 0)

/**
 * The spec's categories query (featured, marketplace). A failed load leaves the list empty, so
 * the menu shows 'Memuat kategori...' (spec §8). The home page shows only categories with
 * public prompts (`withPromptsOnly`); the Kategori menu every featured one, the editor them all.
 */
export function useCategories(featuredOnly: boolean, { withPromptsOnly = false } = {}) {
  const query = featuredOnly ? { featured: 'true' as const } : {}
  return useQuery({
    queryKey: catalogKeys.categoryList(featuredOnly),
    queryFn: async ({ signal }) => {
      try {
        return await callPublicApi('categories', { query }, { signal })
      } catch (error) {
        // A superseded request is cancelled, not failed.
        if (signal.aborted) throw error
        console.error('Category load failed', error)
        return [] as Category[]
      }
    },
    initialData: () => firstScreenPublicAnswer('categories', { query }),
    staleTime: 5 * 60_000,
    ...(withPromptsOnly ? { select: withPrompts } : {}),
  })
}
