import { imageLoadingAt } from '@/components/responsive-image'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel'
import { cn } from '@/lib/cn'
import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import type { useInfinitePrompts } from '../../api/list-prompts'
import type { PromptListParams } from '../../hooks/use-prompt-list-params'
import { PromptCard, promptGridClass } from '../prompt-card'
import { PromptSkeletons } from './prompt-skeletons'
import { SearchSuggestions } from './search-suggestions'
import { UnmatchedWords } from './unmatched-words'

const text = marketplace.promptList

type Props = { prompts: ReturnType<typeof useInfinitePrompts>; list: PromptListParams }

/** The matching prompts, loaded page after page as the visitor scrolls, or why there are none. */
export function PromptResults({ prompts, list }: Props) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } = prompts
  const sentinel = useLoadMoreSentinel(
    hasNextPage && !isFetchingNextPage && !isPlaceholderData && !prompts.isFetchNextPageError,
    fetchNextPage,
  )
  const pages = prompts.data?.pages ?? []
  const items = pages.flatMap((page) => page.items)
  // Where the prompts with only most of the searched words begin, in all pages loaded.
  let someWordsFrom = -1
  let before = 0
  for (const page of pages) {
    if (page.someWordsFrom !== undefined) {
      someWordsFrom = before + page.someWordsFrom
      break
    }
    before += page.items.length
  }
  const unmatchedWords = [...new Set(pages.flatMap((page) => page.unmatchedWords ?? []))]
  const allWordsItems = someWordsFrom < 0 ? items : items.slice(0, someWordsFrom)
  const someWordsItems = someWordsFrom < 0 ? [] : items.slice(someWordsFrom)
  const mainPicture = items.findIndex((prompt) => prompt.thumbnailUrl)
  // A search that found nothing: what to try instead (first page only).
  const suggestions = prompts.data?.pages[0]?.suggestions
  const { activeFilters, q } = list
  const purchased = usePurchasedPrompts()

  // A card's title is an h2 right under the page's h1, an h3 under "Cocok dengan sebagian kata".
  const grid = (shown: typeof items, first: number, headingAs: 'h2' | 'h3') => (
    <ul
      className={cn(
        promptGridClass,
        'transition-opacity lg:grid-cols-3 xl:grid-cols-4',
        isPlaceholderData && 'opacity-60',
      )}
    >
      {shown.map((prompt, index) => (
        <li key={prompt.id}>
          <PromptCard
            prompt={prompt}
            purchased={purchased.orderOf.has(prompt.id)}
            imageLoading={imageLoadingAt(first + index, mainPicture)}
            headingAs={headingAs}
          />
        </li>
      ))}
    </ul>
  )

  return (
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
            {q ? text.noResultsFor(q) : activeFilters > 0 ? text.empty : text.emptyCatalog}
          </p>
          {activeFilters > 0 ? (
            <>
              <p className="mt-2 text-muted-foreground text-sm">{text.emptyClearFilters}</p>
              <Button variant="outline" className="mt-4" onClick={list.clearFilters}>
                {text.clearFilters}
              </Button>
            </>
          ) : q ? (
            <p className="mt-2 text-muted-foreground text-sm">{text.emptyOtherWords}</p>
          ) : null}
          {q && unmatchedWords.length > 0 ? (
            <div className="mt-4">
              <UnmatchedWords words={unmatchedWords} q={q} onSearch={list.search} />
            </div>
          ) : null}
          {suggestions ? <SearchSuggestions suggestions={suggestions} /> : null}
        </div>
      ) : (
        <>
          {q && unmatchedWords.length > 0 ? (
            <div className="mb-6">
              <UnmatchedWords words={unmatchedWords} q={q} onSearch={list.search} />
            </div>
          ) : null}
          {q && someWordsFrom === 0 ? (
            <p className="mb-6 font-semibold">{text.noneHasAllWords(q)}</p>
          ) : null}
          {allWordsItems.length > 0 ? grid(allWordsItems, 0, 'h2') : null}
          {someWordsItems.length > 0 ? (
            <section
              aria-labelledby="cocok-sebagian-kata"
              className={cn(allWordsItems.length > 0 && 'mt-10')}
            >
              <h2 id="cocok-sebagian-kata" className="font-semibold text-lg">
                {text.someWords}
              </h2>
              <p className="mt-1 mb-4 text-muted-foreground text-sm">{text.someWordsLead}</p>
              {grid(someWordsItems, allWordsItems.length, 'h3')}
            </section>
          ) : null}
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
  )
}
