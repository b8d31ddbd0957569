import { ChevronDown, Sparkles } from 'lucide-react'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { whenPageSettled } from '@/lib/page-settled'
import { common } from '@/locales/id/common'

/** A featured category as the Kategori menu shows it (spec §2, §3). */
export interface MenuCategory {
  name: string
  title: string
  description: string
  count: number
  popularTags: string[]
}

// The dropdown (Radix's navigation menu) is not in the first load: it loads once the page has
// settled where the trigger shows (desktop), or as soon as a pointer or the focus reaches it.
const loadKategoriDropdown = () => import('./kategori-dropdown')
type Dropdown = Awaited<ReturnType<typeof loadKategoriDropdown>>['KategoriDropdown']

/**
 * The Kategori dropdown: the 'Prompt Unggulan' card and the featured categories, or
 * 'Memuat kategori...' while the list is empty (also after a failed load, spec §8). Until its
 * code is in, the same trigger stands there by hand, in the markup Radix renders (the server's
 * page and the first render have only this); a click on it opens the menu once loaded.
 *
 * The hand-made button is swapped for Radix's once, at one moment this component picks: never
 * between a press and its click (the click would be lost on a removed element, decision 0035).
 */
export function KategoriMenu({ categories }: { categories: MenuCategory[] }) {
  const [loaded, setLoaded] = useState<{ Dropdown: Dropdown; open: boolean; focus: boolean }>()
  const trigger = useRef<HTMLButtonElement>(null)
  const pressing = useRef(false)
  const load = (open: boolean) => {
    const focus = trigger.current !== null && trigger.current === document.activeElement
    // A hover and a click before the code is in both end here: a click among them still opens.
    void loadKategoriDropdown().then(({ KategoriDropdown }) => {
      if (pressing.current && !open) return // the click that follows swaps it
      // Painted now, not at React's next turn, which may fall between a press and its click.
      flushSync(() =>
        setLoaded((current) => ({
          Dropdown: KategoriDropdown,
          open: open || (current?.open ?? false),
          focus: focus || open || (current?.focus ?? false),
        })),
      )
    })
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first render
  useEffect(() => {
    let cancelled = false
    void whenPageSettled().then(() => {
      if (!cancelled && trigger.current?.getClientRects().length) load(false)
    })
    return () => {
      cancelled = true
    }
  }, [])

  const fallback = (
    <nav aria-label="Main" dir="ltr" data-orientation="horizontal" className="relative">
      <div style={{ position: 'relative' }}>
        <ul dir="ltr" data-orientation="horizontal" className="flex items-center">
          <li>
            <button
              ref={trigger}
              type="button"
              data-state="closed"
              aria-expanded={false}
              className={KATEGORI_TRIGGER_CLASS}
              onPointerEnter={() => load(false)}
              onPointerDown={() => {
                pressing.current = true
              }}
              onPointerLeave={() => {
                pressing.current = false
              }}
              onFocus={() => load(false)}
              onClick={() => {
                pressing.current = false
                load(true)
              }}
            >
              {common.topBar.categories}
              <ChevronDown className={KATEGORI_CHEVRON_CLASS} aria-hidden="true" />
            </button>
          </li>
        </ul>
      </div>
    </nav>
  )
  if (!loaded) return fallback
  return <loaded.Dropdown categories={categories} open={loaded.open} focus={loaded.focus} />
}

export const KATEGORI_TRIGGER_CLASS =
  'group inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-sm hover:bg-accent data-[state=open]:bg-accent'
export const KATEGORI_CHEVRON_CLASS =
  'size-4 transition-transform group-data-[state=open]:rotate-180'

/**
 * The menu's content; also listed, `compact`, inside the mobile menu (outside the Radix menu).
 * `itemLink` wraps each link: inside the dropdown, Radix's Link closes the menu on navigation.
 */
export function CategoryPanel({
  categories,
  compact = false,
  itemLink = (link) => link,
}: {
  categories: MenuCategory[]
  compact?: boolean
  itemLink?: (link: ReactElement) => ReactElement
}) {
  return (
    <div className={cn('grid gap-3', !compact && 'sm:grid-cols-[14rem_1fr]')}>
      {itemLink(
        <Link
          to={paths.marketplace.prompts({ featured: true })}
          className="flex flex-col justify-end gap-1 rounded-md bg-primary p-4 text-primary-foreground"
        >
          <Sparkles className="size-5" aria-hidden="true" />
          <span className="font-semibold">{common.topBar.featuredTitle}</span>
          <span className="text-sm">{common.topBar.featuredBody}</span>
        </Link>,
      )}
      {categories.length === 0 ? (
        <p className="self-center px-2 text-muted-foreground text-sm">
          {common.topBar.categoriesLoading}
        </p>
      ) : (
        <ul className="grid gap-1">
          {categories.map((category) => (
            <li key={category.name}>
              {itemLink(
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
                </Link>,
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
