import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

/** The home page's headline and, from `md` up, the search that opens the prompt list. */
export function HomeHero() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const search = (event: FormEvent) => {
    event.preventDefault()
    navigate(paths.marketplace.prompts({ q: query.trim() }))
  }
  return (
    <section className="border-b bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-20">
        <p className="font-medium text-primary text-sm">{marketplace.home.heroEyebrow}</p>
        <h1 className="mt-3 max-w-3xl font-bold text-display">{marketplace.home.heroTitle}</h1>
        <p className="mt-3 max-w-2xl text-base text-muted-foreground sm:mt-5 sm:text-lg">
          {marketplace.home.heroLead}
        </p>
        {/* Phones search from the top bar's box, one search box a page; wider screens keep this one. */}
        <search className="mt-8 hidden max-w-xl md:block">
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
