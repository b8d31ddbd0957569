import type { PromptCard } from '@pasarprompt/contracts/catalog'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { Search } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { getPrompts } from '@/features/catalog/api/list-prompts'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'

const SUGGEST_AFTER_MS = 250

/** Prompts matching what is typed, 250 ms after typing stops (two characters at least). */
function useSuggestions(query: string) {
  const [suggestions, setSuggestions] = useState<PromptCard[]>([])
  useEffect(() => {
    const q = query.trim()
    if (q.length < 2) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      getPrompts({ q, limit: 5 }, undefined, controller.signal).then(
        (page) => setSuggestions(page.items),
        () => setSuggestions([]),
      )
    }, SUGGEST_AFTER_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])
  return suggestions
}

/**
 * The top bar's 'Cari prompt...' box: submits to the prompt list, and suggests matching prompts
 * as a combobox (arrow keys, Enter, Escape).
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const [query, setQuery] = useState(q)
  // The box says what the page shows: a search opened by a link or a tag, or cleared by a filter,
  // refills it (on phones it is the list's only search box).
  useEffect(() => setQuery(q), [q])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(query)
  const listId = useId()
  const showList = open && query.trim().length >= 2

  // The last option searches for the text itself.
  const options = [
    ...suggestions.map((prompt) => ({ key: prompt.id, to: paths.marketplace.prompt(prompt.slug) })),
    { key: 'search', to: paths.marketplace.prompts({ q: query.trim() }) },
  ]

  const go = (to: string) => {
    setOpen(false)
    setActive(-1)
    navigate(to)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go(
      active >= 0 && options[active]
        ? options[active].to
        : paths.marketplace.prompts({ q: query.trim() }),
    )
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    }
  }

  return (
    <search className={className}>
      {/* A real GET form: before the app has loaded (or without JavaScript) it still searches. */}
      <form
        action={paths.marketplace.prompts()}
        method="get"
        onSubmit={submit}
        className="relative w-full"
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          role="combobox"
          name="q"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          // Let a click on a suggestion land before the list closes.
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          placeholder={common.topBar.searchPlaceholder}
          aria-label={common.topBar.searchLabel}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          className="pl-9"
        />
        {showList ? (
          <div
            id={listId}
            role="listbox"
            aria-label={common.topBar.suggestions}
            className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border bg-card py-1 shadow-lg"
          >
            {suggestions.map((prompt, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant)
              <div
                key={prompt.id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={active === index}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(paths.marketplace.prompt(prompt.slug))}
                className={cn('cursor-pointer px-3 py-2', active === index && 'bg-accent')}
              >
                <span className="block truncate font-medium text-sm">{prompt.title}</span>
                <span className="block text-muted-foreground text-xs">
                  {aiModelLabels[prompt.model]} · {prompt.category.title}
                </span>
              </div>
            ))}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the combobox input (aria-activedescendant) */}
            <div
              id={`${listId}-${suggestions.length}`}
              role="option"
              tabIndex={-1}
              aria-selected={active === suggestions.length}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(paths.marketplace.prompts({ q: query.trim() }))}
              className={cn(
                'cursor-pointer px-3 py-2 text-primary text-sm',
                active === suggestions.length && 'bg-accent',
              )}
            >
              {common.topBar.searchFor(query.trim())}
            </div>
          </div>
        ) : null}
      </form>
    </search>
  )
}
