import { HomeSection } from '@/components/layout/home-section'
import { PrefetchLink } from '@/components/prefetch-link'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { useCategories } from '../../api/list-categories'

/**
 * Every category that has public prompts, with its prompt count and description; phones get
 * compact tiles two a row (name and count), as marketplaces show their category shortcuts.
 */
export function CategorySection() {
  const categories = useCategories(false, { withPromptsOnly: true })
  if (!categories.data || categories.data.length === 0) return null
  return (
    <HomeSection id="kategori" title={marketplace.home.categories}>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {categories.data.map((category) => (
          <li key={category.name}>
            <PrefetchLink
              to={paths.marketplace.prompts({ category: category.name })}
              className="block h-full rounded-lg border bg-card p-3 transition-colors hover:border-primary/50 sm:p-4"
            >
              <span className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-2">
                <span className="font-semibold text-sm leading-snug sm:text-base">
                  {category.title}
                </span>
                <span className="text-muted-foreground text-xs">
                  {common.topBar.promptCount(category.count)}
                </span>
              </span>
              <span className="mt-1 line-clamp-2 hidden text-muted-foreground text-sm sm:block">
                {category.description}
              </span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
