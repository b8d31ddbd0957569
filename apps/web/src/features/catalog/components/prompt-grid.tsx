import type { PromptCard as PromptCardData } from '@pasarprompt/contracts/catalog'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { PromptCard, promptGridClass } from './prompt-card'

/**
 * Prompt cards in a responsive grid, with skeletons while they load; the signed-in viewer's
 * bought prompts say so ('Sudah dibeli').
 */
export function PromptGrid({
  prompts,
  loading = false,
  placeholders = 4,
  firstScreen = false,
  headingAs,
  className,
}: {
  prompts: PromptCardData[] | undefined
  loading?: boolean
  placeholders?: number
  /** The grid starts on the first screen: its first row loads at once. */
  firstScreen?: boolean
  /** The cards' titles' level (PromptCard): h3 unless the grid sits right under the h1. */
  headingAs?: 'h2' | 'h3'
  className?: string
}) {
  const purchased = usePurchasedPrompts()
  const grid = cn(promptGridClass, 'lg:grid-cols-4', className)
  if (loading || !prompts) {
    return (
      <div className={grid} aria-hidden="true">
        {Array.from({ length: placeholders }, (_, index) => `placeholder-${index}`).map((key) => (
          <Skeleton key={key} className="h-56 sm:h-72" />
        ))}
      </div>
    )
  }
  return (
    <ul className={grid}>
      {prompts.map((prompt, index) => (
        <li key={prompt.id}>
          <PromptCard
            prompt={prompt}
            purchased={purchased.orderOf.has(prompt.id)}
            imageLoading={firstScreen && index < 4 ? 'eager' : 'lazy'}
            headingAs={headingAs}
          />
        </li>
      ))}
    </ul>
  )
}
