import {
  PROMPT_STATUSES,
  type PromptStatus,
  promptStatusLabels,
} from '@pasarprompt/contracts/catalog'
import { formatNumber } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.products.list

interface ProductStatusTabsProps {
  active: PromptStatus | undefined
  /** Prompts of the shop per status; unknown while the first page loads. */
  counts: Partial<Record<PromptStatus, number>> | undefined
  /** The link of a tab: the current search kept, the status swapped. */
  hrefFor: (status: PromptStatus | undefined) => string
}

/**
 * The status filter as links (each state has its own address, so it survives a reload and the
 * back button); the current one is marked for screen readers with `aria-current`.
 */
export function ProductStatusTabs({ active, counts, hrefFor }: ProductStatusTabsProps) {
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined
  const tabs: { key: string; status: PromptStatus | undefined; label: string; count?: number }[] = [
    {
      key: 'all',
      status: undefined,
      label: text.all,
      ...(total === undefined ? {} : { count: total }),
    },
    ...PROMPT_STATUSES.map((status) => ({
      key: status,
      status,
      label: promptStatusLabels[status],
      ...(counts?.[status] === undefined ? {} : { count: counts[status] }),
    })),
  ]
  return (
    <nav aria-label={text.filterLabel} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b">
        {tabs.map((tab) => {
          const current = tab.status === active
          return (
            <li key={tab.key}>
              <Link
                to={hrefFor(tab.status)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-10 items-center gap-2 border-b-2 px-3 font-medium text-sm transition-colors',
                  current
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {tab.label}
                {tab.count === undefined ? null : (
                  <span
                    className={cn(
                      'rounded-full px-1.5 py-0.5 text-xs tabular-nums',
                      current ? 'bg-primary text-primary-foreground' : 'bg-muted',
                    )}
                  >
                    {formatNumber(tab.count)}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
