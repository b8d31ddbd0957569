import { Search } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptList

/**
 * The list's own search box, from `md` up; keyed by `q` so a search from the top bar refills it.
 * Phones search from the top bar's box, which shows the current `q` (one search box a page).
 */
export function PromptSearchForm({
  q,
  onSearch,
}: {
  q: string
  onSearch: (value: string) => void
}) {
  const [draft, setDraft] = useState(q)
  return (
    <search className="mt-6 hidden max-w-xl md:block">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch(draft.trim())
        }}
      >
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={text.searchPlaceholder}
            aria-label={text.searchLabel}
            maxLength={100}
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
        <Button type="submit">{text.searchSubmit}</Button>
      </form>
    </search>
  )
}
