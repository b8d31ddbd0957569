import { HomeSection } from '@/components/layout/home-section'
import { type PromptFilters, usePrompts } from '../../api/list-prompts'
import { PromptGrid } from '../prompt-grid'

/** Four prompts of one list (featured, best-selling, newest) with a link to the whole list. */
export function PromptSection({
  id,
  title,
  filters,
  more,
  firstScreen = false,
}: {
  id: string
  title: string
  filters: PromptFilters
  more: string
  /** The section starts on a phone's first screen (see PromptGrid). */
  firstScreen?: boolean
}) {
  const prompts = usePrompts(filters)
  // A section with nothing in it says nothing: it is left out.
  if (prompts.data && prompts.data.items.length === 0) return null
  return (
    <HomeSection id={id} title={title} more={more}>
      <PromptGrid
        prompts={prompts.data?.items}
        loading={prompts.isPending}
        firstScreen={firstScreen}
      />
    </HomeSection>
  )
}
