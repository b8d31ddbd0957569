import { ArrowRight, CreditCard, Search, Sparkles } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useCategories } from '@/features/catalog/api/list-categories'
import { type PromptFilters, usePrompts } from '@/features/catalog/api/list-prompts'
import { PromptGrid } from '@/features/catalog/components/prompt-grid'
import { usePublicShops } from '@/features/shops/api/public-shops'
import { ShopAvatar } from '@/features/shops/components/shop-avatar'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

const stepIcons = [Search, CreditCard, Sparkles]

export function HomePage() {
  return (
    <>
      <title>{marketplace.home.title}</title>
      <Hero />
      <PromptSection
        id="unggulan"
        title={marketplace.home.featured}
        filters={{ featured: 'true', limit: 4 }}
        more={paths.marketplace.prompts({ featured: true })}
      />
      <CategorySection />
      <PromptSection
        id="terlaris"
        title={marketplace.home.bestSelling}
        filters={{ sort: 'terlaris', limit: 4 }}
        more={paths.marketplace.prompts({ sort: 'terlaris' })}
      />
      <PromptSection
        id="terbaru"
        title={marketplace.home.newest}
        filters={{ sort: 'terbaru', limit: 4 }}
        more={paths.marketplace.prompts({ sort: 'terbaru' })}
      />
      <ShopSection />
      <HowItWorks />
    </>
  )
}

function Hero() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const search = (event: FormEvent) => {
    event.preventDefault()
    navigate(paths.marketplace.prompts({ q: query.trim() }))
  }
  return (
    <section className="border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <p className="font-medium text-primary text-sm">{marketplace.home.heroEyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-bold text-display">{marketplace.home.heroTitle}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{marketplace.home.heroLead}</p>
        <search className="mt-8 max-w-xl">
          <form onSubmit={search} className="flex gap-2">
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={marketplace.home.heroSearchPlaceholder}
              aria-label={common.topBar.searchLabel}
              className="h-12 text-base"
            />
            <Button type="submit" size="lg" className="h-12">
              <Search aria-hidden="true" />
              {marketplace.home.heroSearch}
            </Button>
          </form>
        </search>
      </div>
    </section>
  )
}

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-14">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={id} className="font-semibold text-2xl">
          {title}
        </h2>
        {more ? (
          <Link
            to={more}
            className="inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
          >
            {marketplace.home.seeAll}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}

function PromptSection({
  id,
  title,
  filters,
  more,
}: {
  id: string
  title: string
  filters: PromptFilters
  more: string
}) {
  const prompts = usePrompts(filters)
  // A section with nothing in it says nothing: it is left out.
  if (prompts.data && prompts.data.items.length === 0) return null
  return (
    <Section id={id} title={title} more={more}>
      <PromptGrid prompts={prompts.data?.items} loading={prompts.isPending} />
    </Section>
  )
}

function CategorySection() {
  const categories = useCategories(false)
  if (!categories.data || categories.data.length === 0) return null
  return (
    <Section id="kategori" title={marketplace.home.categories}>
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
    </Section>
  )
}

function ShopSection() {
  const shops = usePublicShops('', 'terlaris')
  const items = shops.data?.pages[0]?.items.slice(0, 4) ?? []
  if (items.length === 0) return null
  return (
    <Section id="toko" title={marketplace.home.shops} more={paths.marketplace.shops}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((shop) => (
          <li key={shop.slug}>
            <Link
              to={paths.shop(shop.slug)}
              className="flex h-full items-center gap-3 rounded-lg border bg-card p-4 transition-colors hover:border-primary/50"
            >
              <ShopAvatar name={shop.name} />
              <span className="min-w-0">
                <span className="block truncate font-semibold">{shop.name}</span>
                <span className="line-clamp-2 text-muted-foreground text-xs">
                  {shop.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function HowItWorks() {
  return (
    <>
      <Section id="cara-kerja" title={marketplace.home.howTitle}>
        <ol className="grid gap-4 sm:grid-cols-3">
          {marketplace.home.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? Sparkles
            return (
              <li key={step.title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="mb-2 flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle>
                      {index + 1}. {step.title}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>{step.body}</CardContent>
                </Card>
              </li>
            )
          })}
        </ol>
      </Section>
      <section aria-labelledby="jual-prompt" className="mx-auto max-w-6xl px-4 pt-14">
        <div className="rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
          <h2 id="jual-prompt" className="font-semibold text-2xl">
            {marketplace.home.sellTitle}
          </h2>
          <p className="mt-3 max-w-2xl opacity-90">{marketplace.home.sellBody}</p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to={`${paths.marketplace.guide}#membuka-toko`}>{marketplace.home.sellCta}</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
