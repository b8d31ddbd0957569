import { promptLifecycle } from '@pasarprompt/contracts/catalog'
import type { AdminProductDetail } from '@pasarprompt/contracts/catalog-for-admin'
import { COPY_REJECTION_REASON } from '@pasarprompt/contracts/copies'
import { ExternalLink, Star } from 'lucide-react'
import { useState } from 'react'
import { ReasonDialog } from '@/components/reason-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { useReviewActions } from '../../api/admin-review'
import { ProductStatusBadge } from '../product-status-badge'

const text = admin.review

/**
 * The prompt's title and status with the reviewer's decisions: approve, reject (asking why, with
 * "Salinan" ready for a copy) and, once published, feature it.
 */
export function ReviewHeader({ product }: { product: AdminProductDetail }) {
  const actions = useReviewActions(product.id)
  const [rejecting, setRejecting] = useState(false)
  const revision = product.revision?.status === 'in_review' ? product.revision : null
  const waiting =
    promptLifecycle.can('approve', product.status) || (product.status === 'published' && revision)
  const fail = (error: Error) => toast({ title: error.message, variant: 'destructive' })
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-bold text-2xl">{product.title}</h1>
            <ProductStatusBadge status={product.status} />
            {revision ? (
              <span className="rounded-full border border-primary/40 px-2.5 py-0.5 text-primary text-xs">
                {text.newVersion}
              </span>
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm">
            {text.shop}: {product.shop.name} ({product.shop.slug})
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {product.status === 'published' ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href={paths.marketplace.prompt(product.slug)} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  {text.openPublic}
                </a>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={actions.feature.isPending}
                onClick={() =>
                  actions.feature.mutate(!product.featured, {
                    onSuccess: (next) =>
                      toast({ title: next.featured ? text.featuredOn : text.featuredOff }),
                    onError: fail,
                  })
                }
              >
                <Star aria-hidden="true" className={product.featured ? 'fill-current' : ''} />
                {product.featured ? text.unfeature : text.feature}
              </Button>
            </>
          ) : null}
          {waiting ? (
            <>
              <Button
                variant="destructive"
                size="sm"
                onClick={() => {
                  actions.reject.reset()
                  setRejecting(true)
                }}
              >
                {text.reject}
              </Button>
              <Button
                size="sm"
                disabled={actions.approve.isPending}
                onClick={() =>
                  actions.approve.mutate(undefined, {
                    onSuccess: () =>
                      toast({ title: revision ? text.revisionApproved : text.approved }),
                    onError: fail,
                  })
                }
              >
                {actions.approve.isPending
                  ? common.processing
                  : revision
                    ? text.approveRevision
                    : text.approve}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {product.rejectionReason && product.status === 'rejected' ? (
        <Alert variant="destructive">{product.rejectionReason}</Alert>
      ) : null}

      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={text.rejectTitle}
        description={text.rejectBody}
        label={text.reasonLabel}
        confirmLabel={text.reject}
        pending={actions.reject.isPending}
        error={actions.reject.error?.message ?? null}
        presets={[{ label: text.copyReason, reason: COPY_REJECTION_REASON }]}
        presetsLegend={text.presetsLegend}
        onConfirm={(reason) =>
          actions.reject.mutate(reason, {
            onSuccess: () => {
              setRejecting(false)
              toast({ title: text.rejected })
            },
          })
        }
      />
    </>
  )
}
