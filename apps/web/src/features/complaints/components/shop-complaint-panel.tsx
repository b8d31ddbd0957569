import type { ComplaintView } from '@pasarprompt/contracts/complaints'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ReasonDialog } from '@/components/reason-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { complaintsText as text } from '@/locales/id/complaints'
import { useShopComplaint, useShopComplaintActions } from '../api/shop-complaint'
import { useComplaintLiveUpdates } from '../hooks/use-complaint-live-updates'
import { ComplaintThread, isActiveComplaint } from './complaint-thread'

/**
 * An order's complaint in the seller area (/app/order/{id}): any member reads and answers it and
 * may pass it to an admin after the answer time; owners and admins may refund at any time.
 */
export function ShopComplaintPanel({
  organizationId,
  orderId,
  manager,
}: {
  organizationId: string | null
  orderId: string
  /** Owners and admins: the refund is theirs. */
  manager: boolean
}) {
  const complaint = useShopComplaint(organizationId, orderId)
  const actions = useShopComplaintActions(organizationId, orderId)
  useComplaintLiveUpdates()
  if (complaint.error) return <Alert variant="destructive">{complaint.error.message}</Alert>
  if (!complaint.data) return <Skeleton className="h-64" />
  return (
    <section id="komplain" aria-label={text.section} className="scroll-mt-24">
      <ComplaintThread
        complaint={complaint.data}
        viewer="shop"
        write={{
          send: (body, done) => actions.write.mutate(body, { onSuccess: () => done() }),
          pending: actions.write.isPending,
          error: actions.write.error?.message ?? null,
        }}
        actions={<ShopSteps complaint={complaint.data} actions={actions} manager={manager} />}
      />
    </section>
  )
}

function ShopSteps({
  complaint,
  actions,
  manager,
}: {
  complaint: ComplaintView
  actions: ReturnType<typeof useShopComplaintActions>
  manager: boolean
}) {
  const [asking, setAsking] = useState<'escalate' | 'refund' | null>(null)
  if (!isActiveComplaint(complaint)) return null
  const canEscalateAt = new Date(complaint.escalateFrom)
  const waiting = Date.now() < canEscalateAt.getTime()
  return (
    <>
      {manager ? (
        <Button variant="destructive" onClick={() => setAsking('refund')}>
          {text.refund}
        </Button>
      ) : (
        <span className="text-muted-foreground text-xs">{text.managersOnly}</span>
      )}
      {complaint.status === 'open' ? (
        <span className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {waiting ? (
            <span className="text-muted-foreground text-xs">
              {text.escalateFrom(formatDateTimeWib(canEscalateAt))}
            </span>
          ) : null}
          <Button variant="outline" disabled={waiting} onClick={() => setAsking('escalate')}>
            {text.escalate}
          </Button>
        </span>
      ) : null}
      <ConfirmDialog
        open={asking === 'escalate'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={text.escalateTitle}
        description={text.escalateBody}
        confirmLabel={text.escalate}
        cancelLabel={common.cancel}
        closeLabel={common.close}
        tone="default"
        pending={actions.escalate.isPending}
        onConfirm={() =>
          actions.escalate.mutate(undefined, {
            onSuccess: () => {
              toast({ title: text.escalated })
              setAsking(null)
            },
            onError: (error) => {
              toast({ title: error.message, variant: 'destructive' })
              setAsking(null)
            },
          })
        }
      />
      <ReasonDialog
        open={asking === 'refund'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={text.refundTitle}
        description={text.refundBody(formatRupiah(complaint.price))}
        label={text.refundReason}
        confirmLabel={text.refund}
        pending={actions.refund.isPending}
        error={actions.refund.error?.message ?? null}
        onConfirm={(reason) =>
          actions.refund.mutate(reason, {
            onSuccess: () => {
              toast({ title: text.refunded })
              setAsking(null)
            },
          })
        }
      />
    </>
  )
}
