import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptPage

export function PromptTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={text.tags} className="mt-6 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.marketplace.prompts({ q: tag })}
            aria-label={text.searchTag(tag)}
            className="inline-block rounded-full border bg-card px-3 py-1 text-muted-foreground text-xs transition-colors hover:border-primary/50 hover:text-primary"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}
