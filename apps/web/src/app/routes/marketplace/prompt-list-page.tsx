import {
  type AiModel,
  aiModelLabels,
  aiModels,
  type CatalogSort,
  catalogSortLabels,
  catalogSorts,
} from '@pasarprompt/contracts/catalog'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { Search, SlidersHorizontal, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useCategories } from '@/features/catalog/api/list-categories'
import { type PromptFilters, useInfinitePrompts } from '@/features/catalog/api/list-prompts'
import { PromptCard } from '@/features/catalog/components/prompt-card'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptList

/** The URL params that narrow the list; `q` and `sort` are not filters (clearing keeps them). */
const filterParams = ['category', 'featured', 'model', 'minPrice', 'maxPrice'] as const

/** Price presets in whole rupiah; paid prompts start at Rp 10.000 (DESIGN.md §4). */
const pricePresets: { id: string; label: string; min?: number; max?: number }[] = [
  { id: 'semua', label: text.prices.all },
  { id: 'gratis', label: text.prices.free, max: 0 },
  { id: 'di-bawah-25rb', label: text.prices.under(formatRupiah(25_000)), max: 24_999 },
  {
    id: '25rb-100rb',
    label: text.prices.between(formatRupiah(25_000), formatRupiah(100_000)),
    min: 25_000,
    max: 100_000,
  },
  { id: 'di-atas-100rb', label: text.prices.above(formatRupiah(100_000)), min: 100_001 },
]
/** The price select's value when a shared URL holds a range that no preset matches. */
const customPrice = 'lainnya'

const isAiModel = (value: string | null): value is AiModel =>
  (aiModels as readonly string[]).includes(value ?? '')
const isCatalogSort = (value: string | null): value is CatalogSort =>
  (catalogSorts as readonly string[]).includes(value ?? '')
const toPrice = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined

function customPriceLabel(min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined) {
    return text.prices.between(formatRupiah(min), formatRupiah(max))
  }
  if (min !== undefined) return text.prices.from(formatRupiah(min))
  return text.prices.upTo(formatRupiah(max ?? 0))
}

const selectClass =
  'h-10 w-full rounded-md border bg-card px-3 text-base shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 sm:w-auto sm:min-w-40 sm:text-sm dark:[color-scheme:dark]'

/**
 * /marketplace/prompt: every published prompt, narrowed by `?featured=true`, `?category=`, a
 * search, the AI model and a price range. Everything lives in the URL so a list can be shared
 * and the back button restores it.
 */
export function PromptListPage() {
  const [params, setParams] = useSearchParams()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const panelId = useId()

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
  const prompts = useInfinitePrompts(filters)
  const categories = useCategories(false)
  const currentCategory = categories.data?.find((item) => item.name === category)

  const activeFilters = [
    category !== '',
    featured,
    model !== undefined,
    minPrice !== undefined || maxPrice !== undefined,
  ].filter(Boolean).length

  let heading: string | undefined = text.all
  let lead: string | undefined = text.allLead
  if (featured) {
    heading = text.featured
    lead = text.featuredLead
  } else if (category) {
    // The title comes from the category list; until it arrives the heading is a placeholder.
    heading = currentCategory?.title ?? (categories.isPending ? undefined : category)
    lead = currentCategory?.description || undefined
  } else if (q) {
    heading = text.searchResults(q)
    lead = undefined
  }

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

  const { fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } = prompts
  const canAutoLoad =
    hasNextPage && !isFetchingNextPage && !isPlaceholderData && !prompts.isFetchNextPageError
  const sentinel = useRef<HTMLDivElement>(null)

  // Load the next page before the visitor reaches the end. A failed page stops the automatic
  // loading; the button below retries it.
  useEffect(() => {
    const node = sentinel.current
    if (!node || !canAutoLoad) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage()
      },
      { rootMargin: '400px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [canAutoLoad, fetchNextPage])

  const items = prompts.data?.pages.flatMap((page) => page.items) ?? []

  const clearButton =
    activeFilters > 0 ? (
      <Button variant="ghost" onClick={clearFilters} className="justify-self-start">
        <X aria-hidden="true" />
        {text.clearFilters}
      </Button>
    ) : null

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <title>{`${heading ?? common.loading} — ${common.brand.name}`}</title>
      {heading ? (
        <h1 className="font-bold text-3xl tracking-tight">{heading}</h1>
      ) : (
        <>
          <h1 className="sr-only">{common.loading}</h1>
          <Skeleton className="h-9 w-56 max-w-full" aria-hidden="true" />
        </>
      )}
      {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}

      <SearchForm key={q} q={q} onSearch={search} />

      <fieldset className="mt-4 flex min-w-0 flex-wrap items-end gap-3">
        <legend className="sr-only">{text.toolbarLabel}</legend>
        <Button
          variant="outline"
          className="sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {activeFilters > 0 ? text.filterToggleActive(activeFilters) : text.filterToggle}
        </Button>

        <Field label={text.sort} className="min-w-0 flex-1 sm:order-last sm:ml-auto sm:flex-none">
          {(id) => (
            <select
              id={id}
              value={shownSort}
              onChange={(event) =>
                update({
                  // The default order needs no param, which keeps shared URLs short.
                  sort:
                    event.target.value === (q ? 'relevan' : 'terbaru')
                      ? undefined
                      : event.target.value,
                })
              }
              className={selectClass}
            >
              {catalogSorts
                .filter((value) => value !== 'relevan' || q)
                .map((value) => (
                  <option key={value} value={value}>
                    {catalogSortLabels[value]}
                  </option>
                ))}
            </select>
          )}
        </Field>

        {/* On phones the filters fold away behind the button above; from `sm` they sit inline. */}
        <div
          id={panelId}
          className={cn('w-full grid-cols-2 gap-3 sm:contents', filtersOpen ? 'grid' : 'hidden')}
        >
          <Field label={text.category} className="col-span-2">
            {(id) => (
              <select
                id={id}
                value={category}
                onChange={(event) => update({ category: event.target.value })}
                className={selectClass}
              >
                <option value="">{text.allCategories}</option>
                {category && !currentCategory ? <option value={category}>{category}</option> : null}
                {categories.data?.map((item) => (
                  <option key={item.name} value={item.name}>
                    {text.categoryOption(item.title, item.count)}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <Field label={text.model}>
            {(id) => (
              <select
                id={id}
                value={model ?? ''}
                onChange={(event) => update({ model: event.target.value })}
                className={selectClass}
              >
                <option value="">{text.allModels}</option>
                {aiModels.map((value) => (
                  <option key={value} value={value}>
                    {aiModelLabels[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>

          <Field label={text.price}>
            {(id) => (
              <select
                id={id}
                value={pricePreset}
                onChange={(event) => choosePrice(event.target.value)}
                className={selectClass}
              >
                {pricePresets.map((preset) => (
                  <option key={preset.id} value={preset.id}>
                    {preset.label}
                  </option>
                ))}
                {pricePreset === customPrice ? (
                  <option value={customPrice} disabled>
                    {customPriceLabel(minPrice, maxPrice)}
                  </option>
                ) : null}
              </select>
            )}
          </Field>

          <label className="flex h-10 cursor-pointer items-center gap-2 self-end text-sm">
            <input
              type="checkbox"
              checked={featured}
              onChange={(event) => update({ featured: event.target.checked ? 'true' : undefined })}
              className="size-4 accent-primary dark:[color-scheme:dark]"
            />
            {text.featuredOnly}
          </label>

          {clearButton}
        </div>
      </fieldset>

      <section aria-label={text.results} aria-busy={prompts.isFetching} className="mt-8">
        {prompts.isPending ? (
          <>
            <p className="sr-only" role="status">
              {common.loading}
            </p>
            <PromptSkeletons />
          </>
        ) : prompts.isError && items.length === 0 ? (
          <Alert variant="destructive">{prompts.error.message}</Alert>
        ) : items.length === 0 ? (
          <div className="rounded-lg border border-dashed bg-card px-6 py-12 text-center">
            <p className="font-semibold">
              {activeFilters > 0 || q ? text.empty : text.emptyCatalog}
            </p>
            {activeFilters > 0 ? (
              <>
                <p className="mt-2 text-muted-foreground text-sm">{text.emptyClearFilters}</p>
                <Button variant="outline" className="mt-4" onClick={clearFilters}>
                  {text.clearFilters}
                </Button>
              </>
            ) : q ? (
              <p className="mt-2 text-muted-foreground text-sm">{text.emptyOtherWords}</p>
            ) : null}
          </div>
        ) : (
          <>
            <ul
              className={cn(
                'grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
                isPlaceholderData && 'opacity-60',
              )}
            >
              {items.map((prompt) => (
                <li key={prompt.id}>
                  <PromptCard prompt={prompt} />
                </li>
              ))}
            </ul>
            <div ref={sentinel} aria-hidden="true" />
            {prompts.isFetchNextPageError ? (
              <Alert variant="destructive" className="mt-8">
                {text.moreFailed} {prompts.error?.message}
              </Alert>
            ) : null}
            {hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="outline"
                  disabled={isFetchingNextPage || isPlaceholderData}
                  onClick={() => void fetchNextPage()}
                >
                  {isFetchingNextPage ? common.loading : text.more}
                </Button>
              </div>
            ) : (
              <p className="mt-8 text-center text-muted-foreground text-sm">{text.end}</p>
            )}
          </>
        )}
      </section>
    </div>
  )
}

/** The search box; keyed by `q` so a search from the top bar refills it. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (value: string) => void }) {
  const [draft, setDraft] = useState(q)
  return (
    <search className="mt-6 block max-w-xl">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(draft.trim())
        }}
      >
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={text.searchPlaceholder}
            aria-label={text.searchLabel}
            maxLength={100}
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
        <Button type="submit">{text.searchSubmit}</Button>
      </form>
    </search>
  )
}

/** A labelled control of the toolbar; the label sits above so it stays visible on phones. */
function Field({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

const skeletonKeys = [1, 2, 3, 4, 5, 6, 7, 8]

/** Card-shaped placeholders while the first page loads. */
function PromptSkeletons() {
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      aria-hidden="true"
    >
      {skeletonKeys.map((key) => (
        <div key={key} className="overflow-hidden rounded-lg border bg-card">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-2/3" />
            <div className="mt-3 flex justify-between">
              <Skeleton className="h-3 w-1/4" />
              <Skeleton className="h-4 w-1/5" />
            </div>
          </div>
        </div>
      ))}
    </div>
  )
}
