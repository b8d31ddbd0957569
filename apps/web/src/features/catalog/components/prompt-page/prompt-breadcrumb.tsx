import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptPage

export function PromptBreadcrumb({ prompt }: { prompt: PromptDetail }) {
  const link = 'shrink-0 hover:text-foreground hover:underline'
  const separator = <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
  return (
    <nav aria-label={text.breadcrumb}>
      <ol className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-sm">
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to={paths.marketplace.home} className={link}>
            {text.marketplace}
          </Link>
          {separator}
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to={paths.marketplace.prompts({ category: prompt.category.name })} className={link}>
            {prompt.category.title}
          </Link>
          {separator}
        </li>
        <li className="min-w-0 truncate text-foreground" aria-current="page">
          {prompt.title}
        </li>
      </ol>
    </nav>
  )
}
