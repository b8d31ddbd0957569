import { NAV_MENU_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from '@pasarprompt/contracts/constants'
import { ChevronDown, Sparkles } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import type { ReactElement } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'

/** A featured category as the Kategori menu shows it (spec §2, §3). */
export interface MenuCategory {
  name: string
  title: string
  description: string
  count: number
  popularTags: string[]
}

/**
 * The Kategori dropdown: the 'Prompt Unggulan' card and the featured categories, or
 * 'Memuat kategori...' while the list is empty (also after a failed load, spec §8).
 */
export function KategoriMenu({ categories }: { categories: MenuCategory[] }) {
  return (
    <NavigationMenu.Root
      delayDuration={NAV_MENU_OPEN_DELAY_MS}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
      className="relative"
    >
      <NavigationMenu.List className="flex items-center">
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-sm hover:bg-accent data-[state=open]:bg-accent">
            {common.topBar.categories}
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[min(40rem,90vw)] rounded-lg border bg-card p-4 shadow-lg">
            <CategoryPanel categories={categories} />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}

/** The menu's content; also listed, `compact`, inside the mobile menu (outside the Radix menu). */
export function CategoryPanel({
  categories,
  compact = false,
}: {
  categories: MenuCategory[]
  compact?: boolean
}) {
  return (
    <div className={cn('grid gap-3', !compact && 'sm:grid-cols-[14rem_1fr]')}>
      <ItemLink compact={compact}>
        <Link
          to={paths.marketplace.prompts({ featured: true })}
          className="flex flex-col justify-end gap-1 rounded-md bg-primary p-4 text-primary-foreground"
        >
          <Sparkles className="size-5" aria-hidden="true" />
          <span className="font-semibold">{common.topBar.featuredTitle}</span>
          <span className="text-sm">{common.topBar.featuredBody}</span>
        </Link>
      </ItemLink>
      {categories.length === 0 ? (
        <p className="self-center px-2 text-muted-foreground text-sm">
          {common.topBar.categoriesLoading}
        </p>
      ) : (
        <ul className="grid gap-1">
          {categories.map((category) => (
            <li key={category.name}>
              <ItemLink compact={compact}>
                <Link
                  to={paths.marketplace.prompts({ category: category.name })}
                  className="block rounded-md p-2 hover:bg-accent"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-medium text-sm">{category.title}</span>
                    <span className="text-muted-foreground text-xs">
                      {common.topBar.promptCount(category.count)}
                    </span>
                  </span>
                  <span className="line-clamp-1 text-muted-foreground text-xs">
                    {category.description}
                  </span>
                  {category.popularTags.length > 0 ? (
                    <span className="mt-1 flex gap-1">
                      {category.popularTags.slice(0, 2).map((tag) => (
                        <span key={tag} className="rounded-sm bg-muted px-1.5 py-0.5 text-[11px]">
                          {tag}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </Link>
              </ItemLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Inside the dropdown, Radix's Link closes the menu on navigation; elsewhere a plain Link. */
function ItemLink({ compact, children }: { compact: boolean; children: ReactElement }) {
  return compact ? children : <NavigationMenu.Link asChild>{children}</NavigationMenu.Link>
}
