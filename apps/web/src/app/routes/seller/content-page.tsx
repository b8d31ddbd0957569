import { PROMPT_STATUSES } from '@pasarprompt/contracts/catalog'
import { FileStack } from 'lucide-react'
import { useContentColumn } from '@/features/catalog/api/content-column'
import { ContentBoard } from '@/features/catalog/components/content-board'
import { NewProductButton } from '@/features/catalog/components/new-product-button'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.shell.content

/** /app/content: every prompt of the shop by content status, as a compact board. */
export function ContentPage() {
  const session = useSession()
  // Any column's answer carries the counts of every status; the first one gives the total.
  const counts = useContentColumn(session.organizationId, 'draft').data?.counts
  const total = counts ? PROMPT_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null

  return (
    <div className="grid gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="flex items-baseline gap-3 font-bold text-2xl">
            {text.title}
            {total !== null ? (
              <span className="font-medium text-base text-muted-foreground">
                {text.total(total)}
              </span>
            ) : null}
          </h1>
          <p className="text-muted-foreground text-sm">{text.lead}</p>
        </div>
        <NewProductButton />
      </div>
      {total === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <FileStack className="size-6" aria-hidden="true" />
          </span>
          <h2 className="font-semibold text-lg">{text.shopEmptyTitle}</h2>
          <p className="max-w-md text-muted-foreground text-sm">{text.shopEmptyLead}</p>
        </div>
      ) : session.organizationId ? (
        <ContentBoard organizationId={session.organizationId} />
      ) : null}
    </div>
  )
}
