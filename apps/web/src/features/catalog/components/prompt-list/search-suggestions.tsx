import type { SearchSuggestions as Suggestions } from '@pasarprompt/contracts/catalog'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { PromptCard, promptGridClass } from '../prompt-card'

const text = marketplace.promptList

/**
 * What a search that found nothing offers instead of a dead end (issue 15): categories its words
 * point to, popular tags (each a new search), and the prompts closest to it.
 */
export function SearchSuggestions({ suggestions }: { suggestions: Suggestions }) {
  const purchased = usePurchasedPrompts()
  const { categories, tags, prompts } = suggestions
  return (
    <div className="mt-8 grid gap-8 text-left">
      {categories.length > 0 ? (
        <section aria-labelledby="coba-kategori">
          <h2 id="coba-kategori" className="font-semibold text-lg">
            {text.tryCategories}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.name}>
                <Link
                  to={paths.marketplace.prompts({ category: category.name })}
                  className="inline-flex items-baseline gap-2 rounded-full border bg-background px-4 py-2 text-sm transition-colors hover:border-primary/50"
                >
                  <span className="font-medium">{category.title}</span>
                  <span className="text-muted-foreground text-xs">
                    {common.topBar.promptCount(category.count)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section aria-labelledby="tag-populer">
          <h2 id="tag-populer" className="font-semibold text-lg">
            {text.popularTags}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={paths.marketplace.prompts({ q: tag })}
                  className="inline-block rounded-full bg-muted px-3 py-1.5 text-sm transition-colors hover:bg-muted/70"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {prompts.length > 0 ? (
        <section aria-labelledby="prompt-mirip">
          <h2 id="prompt-mirip" className="font-semibold text-lg">
            {text.similarPrompts}
          </h2>
          <ul className={cn(promptGridClass, 'mt-3 lg:grid-cols-3 xl:grid-cols-4')}>
            {prompts.map((prompt) => (
              <li key={prompt.id}>
                <PromptCard prompt={prompt} purchased={purchased.orderOf.has(prompt.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
