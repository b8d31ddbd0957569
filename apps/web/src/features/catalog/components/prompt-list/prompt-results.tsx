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

const text = marketplace.promptList

type Props = { prompts: ReturnType<typeof useInfinitePrompts>; list: PromptListParams }

/** The matching prompts, loaded page after page as the visitor scrolls, or why there are none. */
export function PromptResults({ prompts, list }: Props) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } = prompts
  const sentinel = useLoadMoreSentinel(
    hasNextPage && !isFetchingNextPage && !isPlaceholderData && !prompts.isFetchNextPageError,
    fetchNextPage,
  )
  const items = prompts.data?.pages.flatMap((page) => page.items) ?? []
  const mainPicture = items.findIndex((prompt) => prompt.thumbnailUrl)
  // A search that found nothing: what to try instead (first page only).
  const suggestions = prompts.data?.pages[0]?.suggestions
  const { activeFilters, q } = list
  const purchased = usePurchasedPrompts()

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
          {suggestions ? <SearchSuggestions suggestions={suggestions} /> : null}
        </div>
      ) : (
        <>
          <ul
            className={cn(
              promptGridClass,
              'transition-opacity lg:grid-cols-3 xl:grid-cols-4',
              isPlaceholderData && 'opacity-60',
            )}
          >
            {items.map((prompt, index) => (
              <li key={prompt.id}>
                <PromptCard
                  prompt={prompt}
                  purchased={purchased.orderOf.has(prompt.id)}
                  imageLoading={imageLoadingAt(index, mainPicture)}
                  headingAs="h2"
                />
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
  )
}
