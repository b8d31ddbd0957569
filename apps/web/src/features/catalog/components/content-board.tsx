import {
  PROMPT_STATUSES,
  type PromptStatus,
  promptStatusLabels,
} from '@pasarprompt/contracts/catalog'
import type { SellerProductSummary } from '@pasarprompt/contracts/catalog-for-shop'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { CONTENT_COLUMN_SIZE, useContentColumn } from '../api/content-column'

const text = seller.shell.content

const statusDot: Record<PromptStatus, string> = {
  draft: 'bg-muted-foreground',
  in_review: 'bg-amber-500',
  published: 'bg-primary',
  rejected: 'bg-destructive',
  archived: 'bg-slate-400 dark:bg-slate-500',
}

/** The shop's prompts as a board: one column per content status, each with its count. */
export function ContentBoard({ organizationId }: { organizationId: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      {PROMPT_STATUSES.map((status) => (
        <ContentColumn key={status} organizationId={organizationId} status={status} />
      ))}
    </div>
  )
}

function ContentColumn({
  organizationId,
  status,
}: {
  organizationId: string
  status: PromptStatus
}) {
  const column = useContentColumn(organizationId, status)
  const count = column.data?.counts[status]
  const items = column.data?.items ?? []
  const headingId = `konten-${status}`

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border bg-card/60 p-2"
    >
      <header className="flex items-center gap-2 px-2 pt-1 pb-2.5">
        <span aria-hidden="true" className={cn('size-2 rounded-full', statusDot[status])} />
        <h2 id={headingId} className="flex-1 font-semibold text-sm leading-tight">
          {promptStatusLabels[status]}
        </h2>
        <span className="min-w-6 rounded-full bg-muted px-2 py-0.5 text-center font-semibold text-muted-foreground text-xs tabular-nums">
          {count ?? '–'}
        </span>
      </header>
      {column.error ? (
        <Alert variant="destructive" className="m-1">
          {column.error.message}
        </Alert>
      ) : column.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-6 text-center text-muted-foreground text-xs">
          {text.empty}
        </p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {count !== undefined && count > CONTENT_COLUMN_SIZE ? (
        <Link
          to={paths.app.products({ status })}
          className="mt-2 rounded-md px-2 py-1.5 text-center font-medium text-primary text-xs hover:bg-accent"
        >
          {text.seeAll(count)}
        </Link>
      ) : null}
    </section>
  )
}

function ContentCard({ item }: { item: SellerProductSummary }) {
  return (
    <Link
      to={paths.app.product(item.id)}
      className="group grid gap-1.5 rounded-lg border bg-card p-3 shadow-xs transition-colors hover:border-primary/50"
    >
      <span className="flex items-start gap-2.5">
        {item.thumbnailUrl ? (
          <img
            src={item.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-9 shrink-0 rounded-md border object-cover"
          />
        ) : null}
        <span className="line-clamp-2 font-medium text-sm leading-snug group-hover:text-primary">
          {item.title}
        </span>
      </span>
      <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className="font-semibold">
          {item.price === 0 ? common.catalog.free : formatRupiah(item.price)}
        </span>
        <span className="text-muted-foreground">{aiModelLabels[item.model]}</span>
      </span>
      <span className="text-[11px] text-muted-foreground">
        {text.updated(formatDateWib(item.lastUpdated))}
      </span>
      {item.status === 'rejected' && item.rejectionReason ? (
        <span className="rounded-md bg-destructive/10 px-2 py-1 text-destructive text-xs">
          <span className="line-clamp-2">{item.rejectionReason}</span>
        </span>
      ) : null}
      {item.revisionStatus ? (
        <span
          className={cn(
            'w-fit rounded-full px-2 py-0.5 font-medium text-[11px]',
            item.revisionStatus === 'in_review'
              ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
              : 'bg-destructive/10 text-destructive',
          )}
        >
          {item.revisionStatus === 'in_review' ? text.revisionInReview : text.revisionRejected}
        </span>
      ) : null}
    </Link>
  )
}
