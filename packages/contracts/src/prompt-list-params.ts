import type { AiModel, CatalogSort } from './catalog.ts'
import { aiModels, catalogSorts } from './catalog-options.ts'

const isAiModel = (value: string | null): value is AiModel =>
  (aiModels as readonly string[]).includes(value ?? '')
const isCatalogSort = (value: string | null): value is CatalogSort =>
  (catalogSorts as readonly string[]).includes(value ?? '')
const toPrice = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined

/**
 * The prompt list's search, filters and sort as the page's URL (`/marketplace/prompt?…`) states
 * them; anything unknown is left out. The web app's list and the server's first-screen data
 * both read a URL with this, so they ask the API the same question.
 */
export function readPromptListParams(params: URLSearchParams) {
  const q = params.get('q')?.trim() ?? ''
  const model = params.get('model')
  const sort = params.get('sort')
  return {
    q,
    category: params.get('category') ?? '',
    featured: params.get('featured') === 'true',
    model: isAiModel(model) ? model : undefined,
    minPrice: toPrice(params.get('minPrice')),
    maxPrice: toPrice(params.get('maxPrice')),
    // 'relevan' ranks by the search, so without one it falls back to the default order.
    sort: isCatalogSort(sort) && (sort !== 'relevan' || q !== '') ? sort : undefined,
  }
}

/** The list's API query for those params (`GET /api/v1/products`), without a cursor. */
export function promptListQuery(list: ReturnType<typeof readPromptListParams>) {
  return {
    q: list.q || undefined,
    category: list.category || undefined,
    featured: list.featured ? ('true' as const) : undefined,
    model: list.model,
    minPrice: list.minPrice,
    maxPrice: list.maxPrice,
    sort: list.sort,
  }
}
