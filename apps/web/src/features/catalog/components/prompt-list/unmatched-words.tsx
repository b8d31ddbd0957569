import { X } from 'lucide-react'
import { marketplace } from '@/locales/id/marketplace'
import { searchWithout } from '../../lib/search-without'

const text = marketplace.promptList

/**
 * The searched words some results lack or nothing has (the server's `unmatchedWords`), each a
 * button that searches again without it.
 */
export function UnmatchedWords({
  words,
  q,
  onSearch,
}: {
  words: string[]
  q: string
  onSearch: (value: string) => void
}) {
  if (words.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id="cari-tanpa-kata" className="text-muted-foreground">
        {text.withoutWords}
      </span>
      <ul aria-labelledby="cari-tanpa-kata" className="flex flex-wrap gap-2">
        {words.map((word) => (
          <li key={word}>
            <button
              type="button"
              aria-label={text.dropWord(word)}
              onClick={() => onSearch(searchWithout(q, word))}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border bg-background px-3 py-1 font-medium transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {word}
              <X className="size-4 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
