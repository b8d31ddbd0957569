import { Skeleton } from '@/components/ui/skeleton'
import { useCategories } from '@/features/catalog/api/list-categories'
import { useInfinitePrompts } from '@/features/catalog/api/list-prompts'
import { PromptFiltersToolbar } from '@/features/catalog/components/prompt-list/prompt-filters-toolbar'
import { PromptResults } from '@/features/catalog/components/prompt-list/prompt-results'
import { PromptSearchForm } from '@/features/catalog/components/prompt-list/prompt-search-form'
import { usePromptListParams } from '@/features/catalog/hooks/use-prompt-list-params'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptList

/**
 * /marketplace/prompt: every published prompt, narrowed by `?featured=true`, `?category=`, a
 * search, the AI model and a price range. Everything lives in the URL so a list can be shared
 * and the back button restores it.
 */
export function PromptListPage() {
  const list = usePromptListParams()
  const prompts = useInfinitePrompts(list.filters)
  const categories = useCategories(false)
  const { q, category, featured } = list
  const currentCategory = categories.data?.find((item) => item.name === category)

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

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-12">
      <title>{`${heading ?? common.loading} — ${common.brand.name}`}</title>
      {heading ? (
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{heading}</h1>
      ) : (
        <>
          <h1 className="sr-only">{common.loading}</h1>
          <Skeleton className="h-9 w-56 max-w-full" aria-hidden="true" />
        </>
      )}
      {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}
      <PromptSearchForm key={q} q={q} onSearch={list.search} />
      <PromptFiltersToolbar
        list={list}
        categories={categories.data}
        currentCategory={currentCategory}
      />
      <PromptResults prompts={prompts} list={list} />
    </div>
  )
}
