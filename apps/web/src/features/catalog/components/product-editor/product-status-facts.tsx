import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { formatDateTimeWib, formatNumber } from '@pasarprompt/contracts/format'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor

/** Dates and numbers of the prompt, and what its status means for the seller. */
export function ProductStatusFacts({ product }: { product: SellerProduct | undefined }) {
  const notes = text.notices
  const facts: string[] = []
  if (product?.publishedAt) facts.push(notes.publishedAt(formatDateTimeWib(product.publishedAt)))
  if (product?.latestVersion) {
    const { version, approvedAt, buyersTold } = product.latestVersion
    facts.push(notes.latestVersion(version, formatDateTimeWib(approvedAt), buyersTold))
  }
  if (product?.status === 'in_review' && product.submittedAt) {
    facts.push(notes.submittedAt(formatDateTimeWib(product.submittedAt)))
  }
  const leads: Partial<Record<SellerProduct['status'], string>> = {
    draft: notes.draft,
    published: notes.publishedEditNote,
    archived: notes.restoreNote,
  }
  const lead = leads[product?.status ?? 'draft'] ?? null
  return (
    <div
      className={cn(
        'grid gap-2 text-muted-foreground text-sm',
        !lead && facts.length === 0 && 'hidden',
      )}
    >
      {facts.map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
      {product?.status === 'published' ? (
        <p>
          {seller.products.list.sales(formatNumber(product.sales))} ·{' '}
          {seller.products.list.views(formatNumber(product.views))}
        </p>
      ) : null}
      {lead ? <p className="leading-relaxed">{lead}</p> : null}
    </div>
  )
}
