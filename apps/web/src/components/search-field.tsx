import { Search, X } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

/** A search box with a magnifier and a clear button (the list pages of the seller area). */
export function SearchField({
  value,
  onChange,
  text: { searchPlaceholder: placeholder, searchLabel: label, clearSearch: clearLabel },
  className,
}: {
  value: string
  onChange: (value: string) => void
  /** The page's texts: the placeholder, the box's name and the clear button's. */
  text: { searchPlaceholder: string; searchLabel: string; clearSearch: string }
  className?: string
}) {
  return (
    <search className={cn('relative max-w-md', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={100}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </search>
  )
}
