import type { AiModel, CatalogSort } from '@pasarprompt/contracts/catalog'
import { aiModels, catalogSorts } from '@pasarprompt/contracts/catalog-options'
import { useSearchParams } from 'react-router'
import type { PromptFilters } from '../api/list-prompts'
import { customPrice, pricePresets } from '../components/prompt-list/price-presets'

/** The URL params that narrow the list; `q` and `sort` are not filters (clearing keeps them). */
const filterParams = ['category', 'featured', 'model', 'minPrice', 'maxPrice'] as const

const isAiModel = (value: string | null): value is AiModel =>
  (aiModels as readonly string[]).includes(value ?? '')
const isCatalogSort = (value: string | null): value is CatalogSort =>
  (catalogSorts as readonly string[]).includes(value ?? '')
const toPrice = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined

/**
 * The prompt list's search, filters and sort, read from and written to the URL so a list can be
 * shared and the back button restores it.
 */
export function usePromptListParams() {
  const [params, setParams] = useSearchParams()

  const q = params.get('q')?.trim() ?? ''
  const category = params.get('category') ?? ''
  const featured = params.get('featured') === 'true'
  const modelParam = params.get('model')
  const model = isAiModel(modelParam) ? modelParam : undefined
  const minPrice = toPrice(params.get('minPrice'))
  const maxPrice = toPrice(params.get('maxPrice'))
  const sortParam = params.get('sort')
  // 'relevan' ranks by the search, so without one it falls back to the default order.
  const sort =
    isCatalogSort(sortParam) && (sortParam !== 'relevan' || q !== '') ? sortParam : undefined
  const shownSort: CatalogSort = sort ?? (q ? 'relevan' : 'terbaru')

  const filters: PromptFilters = {
    q: q || undefined,
    category: category || undefined,
    featured: featured ? 'true' : undefined,
    model,
    minPrice,
    maxPrice,
    sort,
  }

  const activeFilters = [
    category !== '',
    featured,
    model !== undefined,
    minPrice !== undefined || maxPrice !== undefined,
  ].filter(Boolean).length

  const pricePreset =
    minPrice === undefined && maxPrice === undefined
      ? 'semua'
      : (pricePresets.find((preset) => preset.min === minPrice && preset.max === maxPrice)?.id ??
        customPrice)

  /** Filter and sort changes replace the history entry, so back leaves the list. */
  function update(changes: Record<string, string | undefined>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace: true },
    )
  }

  /** A new search is a new page in the history; it drops the sort so relevance applies. */
  function search(value: string) {
    const next = new URLSearchParams(params)
    if (value) next.set('q', value)
    else next.delete('q')
    next.delete('sort')
    if (next.toString() !== params.toString()) setParams(next)
  }

  const clearFilters = () => update(Object.fromEntries(filterParams.map((key) => [key, undefined])))

  function choosePrice(id: string) {
    const preset = pricePresets.find((item) => item.id === id)
    if (!preset) return
    update({ minPrice: preset.min?.toString(), maxPrice: preset.max?.toString() })
  }

  return {
    q,
    category,
    featured,
    model,
    minPrice,
    maxPrice,
    shownSort,
    filters,
    activeFilters,
    pricePreset,
    update,
    search,
    clearFilters,
    choosePrice,
  }
}

export type PromptListParams = ReturnType<typeof usePromptListParams>
