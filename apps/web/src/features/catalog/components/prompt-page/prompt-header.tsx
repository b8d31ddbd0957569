import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { formatDateWib, formatNumber, formatRating } from '@pasarprompt/contracts/format'
import { Sparkles, Star } from 'lucide-react'
import { marketplace } from '@/locales/id/marketplace'
import { modelLine } from './model-line'

const text = marketplace.promptPage

export function PromptHeader({ prompt, className }: { prompt: PromptDetail; className?: string }) {
  return (
    <header className={className}>
      <h1 className="break-words font-bold text-3xl tracking-tight sm:text-4xl">{prompt.title}</h1>
      <ul className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground text-sm">
        <li className="font-medium text-foreground">{modelLine(prompt)}</li>
        {prompt.featured ? (
          <li className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
            <Sparkles className="size-3" aria-hidden="true" />
            {text.featured}
          </li>
        ) : null}
        {prompt.ratingCount > 0 ? (
          <li>
            <a
              href="#ulasan"
              className="inline-flex items-center gap-1 hover:text-primary hover:underline"
            >
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {text.rating(
                formatRating(prompt.ratingAverageX100),
                formatNumber(prompt.ratingCount),
              )}
            </a>
          </li>
        ) : null}
        {prompt.sales > 0 ? <li>{text.sold(formatNumber(prompt.sales))}</li> : null}
        <li>
          <time dateTime={prompt.publishedAt}>
            {text.published(formatDateWib(prompt.publishedAt))}
          </time>
        </li>
      </ul>
      {prompt.excerpt ? (
        <p className="mt-4 text-lg text-muted-foreground">{prompt.excerpt}</p>
      ) : null}
    </header>
  )
}
