import { Link } from 'react-router'
import { HomeSection } from '@/components/layout/home-section'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { useCategories } from '../../api/list-categories'

/** Every category that has public prompts, with its prompt count and description. */
export function CategorySection() {
  const categories = useCategories(false, { withPromptsOnly: true })
  if (!categories.data || categories.data.length === 0) return null
  return (
    <HomeSection id="kategori" title={marketplace.home.categories}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {categories.data.map((category) => (
          <li key={category.name}>
            <Link
              to={paths.marketplace.prompts({ category: category.name })}
              className="block h-full rounded-lg border bg-card p-4 transition-colors hover:border-primary/50"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold">{category.title}</span>
                <span className="text-muted-foreground text-xs">
                  {common.topBar.promptCount(category.count)}
                </span>
              </span>
              <span className="mt-1 line-clamp-2 block text-muted-foreground text-sm">
                {category.description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
