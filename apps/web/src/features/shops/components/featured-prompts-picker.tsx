import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import {
  MICROSITE_FEATURED_MAX,
  type MicrositePromptOption,
} from '@pasarprompt/contracts/shops-microsite'
import { ArrowDown, ArrowUp, ImageIcon, Search, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.shell.microsite

/**
 * The featured prompts: the chosen ones in page order (move up, down, remove), then the shop's
 * other published prompts to pick from, with a filter for long lists.
 */
export function FeaturedPromptsPicker({
  options,
  value,
  onChange,
  disabled = false,
  error,
}: {
  options: MicrositePromptOption[]
  value: string[]
  onChange: (ids: string[]) => void
  disabled?: boolean
  error?: string | undefined
}) {
  const [filter, setFilter] = useState('')
  const filterId = useId()
  const byId = new Map(options.map((option) => [option.id, option]))
  const chosen = value.flatMap((id) => byId.get(id) ?? [])
  const full = value.length >= MICROSITE_FEATURED_MAX
  const needle = filter.trim().toLowerCase()
  const available = options.filter(
    (option) => !value.includes(option.id) && option.title.toLowerCase().includes(needle),
  )

  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const [id] = next.splice(index, 1)
    if (id === undefined) return
    next.splice(index + by, 0, id)
    onChange(next)
  }

  if (options.length === 0) {
    return <p className="text-muted-foreground text-sm">{text.featuredNone}</p>
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-sm">
          {text.featuredCount(value.length, MICROSITE_FEATURED_MAX)}
        </p>
      </div>
      {chosen.length > 0 ? (
        <ol className="grid grid-cols-1 gap-2">
          {chosen.map((prompt, index) => (
            <li
              key={prompt.id}
              className="flex items-center gap-3 rounded-lg border bg-accent/40 p-2 pr-1"
            >
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs">
                {index + 1}
              </span>
              <PromptThumb prompt={prompt} />
              <PromptLabel prompt={prompt} />
              <div className="flex shrink-0 items-center">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={text.moveUp(prompt.title)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={disabled || index === chosen.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={text.moveDown(prompt.title)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((id) => id !== prompt.id))}
                  aria-label={text.removeFeatured(prompt.title)}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {error ? <p className="text-destructive text-sm">{error}</p> : null}

      <div className="grid grid-cols-1 gap-2">
        <label htmlFor={filterId} className="sr-only">
          {text.featuredFilter}
        </label>
        <div className="relative">
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={text.featuredFilterPlaceholder}
            className="pl-9"
            disabled={disabled}
          />
        </div>
        <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-lg border p-1">
          {available.length === 0 ? (
            <li className="px-3 py-4 text-center text-muted-foreground text-sm">
              {text.featuredNoMatch}
            </li>
          ) : (
            available.map((prompt) => (
              <li key={prompt.id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md p-2 hover:bg-accent',
                    (full || disabled) && 'cursor-not-allowed opacity-60 hover:bg-transparent',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={false}
                    disabled={full || disabled}
                    onChange={() => onChange([...value, prompt.id])}
                  />
                  <PromptThumb prompt={prompt} />
                  <PromptLabel prompt={prompt} />
                </label>
              </li>
            ))
          )}
        </ul>
      </div>
    </div>
  )
}

function PromptThumb({ prompt }: { prompt: MicrositePromptOption }) {
  return prompt.thumbnailUrl ? (
    <img
      src={prompt.thumbnailUrl}
      alt=""
      className="size-10 shrink-0 rounded-md border object-cover"
      loading="lazy"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
    >
      <ImageIcon className="size-4" />
    </span>
  )
}

function PromptLabel({ prompt }: { prompt: MicrositePromptOption }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium text-sm">{prompt.title}</span>
      <span className="block text-muted-foreground text-xs">
        {prompt.price === 0 ? common.catalog.free : formatRupiah(prompt.price)} ·{' '}
        {text.sold(formatNumber(prompt.sales))}
      </span>
    </span>
  )
}
