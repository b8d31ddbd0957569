import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { AlertCircle, Archive, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.notices

function Notice({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'info' | 'danger' | 'muted'
  icon: ReactNode
  title?: string
  children: ReactNode
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 text-sm',
        tone === 'info' && 'border-primary/30 bg-accent text-accent-foreground',
        tone === 'danger' && 'border-destructive/40 bg-destructive/10 text-destructive',
        tone === 'muted' && 'bg-muted text-muted-foreground',
      )}
    >
      <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span>
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className="leading-relaxed">{children}</div>
      </div>
    </div>
  )
}

/**
 * What the seller must know before editing: why the prompt was refused, that it is being
 * reviewed, or that a newer version is in review while the published one stays on sale.
 */
export function ProductStatusNotice({ product }: { product: SellerProduct }) {
  const { revision } = product
  if (product.status === 'published' && revision?.status === 'in_review') {
    return (
      <Notice tone="info" icon={<Clock aria-hidden="true" />} title={text.revisionInReview}>
        {text.revisionInReviewBody(formatDateTimeWib(revision.submittedAt))}
      </Notice>
    )
  }
  if (product.status === 'published' && revision?.status === 'rejected') {
    return (
      <Notice tone="danger" icon={<AlertCircle aria-hidden="true" />} title={text.revisionRejected}>
        {revision.rejectionReason ? (
          <p>
            <span className="font-medium">{text.rejectionReason}:</span> {revision.rejectionReason}
          </p>
        ) : null}
        <p>{text.revisionRejectedBody}</p>
      </Notice>
    )
  }
  if (product.status === 'rejected') {
    return (
      <Notice tone="danger" icon={<AlertCircle aria-hidden="true" />} title={text.rejectionReason}>
        {product.rejectionReason ? <p>{product.rejectionReason}</p> : null}
        <p>{text.rejected}</p>
      </Notice>
    )
  }
  if (product.status === 'in_review') {
    return (
      <Notice tone="info" icon={<Clock aria-hidden="true" />}>
        {text.inReview}
      </Notice>
    )
  }
  if (product.status === 'archived') {
    return (
      <Notice tone="muted" icon={<Archive aria-hidden="true" />}>
        {text.archived}
      </Notice>
    )
  }
  return null
}
