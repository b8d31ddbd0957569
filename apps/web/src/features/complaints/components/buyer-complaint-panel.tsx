import type { ComplaintView } from '@pasarprompt/contracts/complaints'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { OrderView } from '@pasarprompt/contracts/orders'
import { MessageSquareWarning } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { complaintsText as text } from '@/locales/id/complaints'
import { useBuyerComplaint, useBuyerComplaintActions } from '../api/buyer-complaint'
import { useComplaintLiveUpdates } from '../hooks/use-complaint-live-updates'
import { ComplaintThread, isActiveComplaint } from './complaint-thread'
import { OpenComplaintForm } from './open-complaint-form'

/** Where Pesanan's "Ajukan komplain" and "Lihat komplain" lead on the order's page. */
export const COMPLAINT_ANCHOR = 'komplain'

/**
 * The buyer's complaint on their order's page (signed in, or a guest through the receipt link):
 * while the earnings are held and there is none, 'Ajukan komplain' opens the form (at once when
 * the link pointed here); once there is one, its conversation with the buyer's steps.
 */
export function BuyerComplaintPanel({ order, token }: { order: OrderView; token: string | null }) {
  const hasComplaint = order.complaint !== null
  const complaint = useBuyerComplaint(order.id, token, hasComplaint)
  const actions = useBuyerComplaintActions(order.id, token)
  const pointedHere = useLocation().hash === `#${COMPLAINT_ANCHOR}`
  const [formOpen, setFormOpen] = useState(pointedHere)
  useComplaintLiveUpdates()

  if (!hasComplaint && !order.complainUntil) return null
  return (
    <section id={COMPLAINT_ANCHOR} aria-label={text.section} className="scroll-mt-24">
      {hasComplaint ? (
        complaint.data ? (
          <ComplaintThread
            complaint={complaint.data}
            viewer="buyer"
            write={{
              send: (body, done) => actions.write.mutate(body, { onSuccess: () => done() }),
              pending: actions.write.isPending,
              error: actions.write.error?.message ?? null,
            }}
            actions={<BuyerSteps complaint={complaint.data} actions={actions} />}
          />
        ) : complaint.error ? (
          <Alert variant="destructive">{complaint.error.message}</Alert>
        ) : (
          <Skeleton className="h-64" />
        )
      ) : (
        <Card className="grid gap-4 p-5">
          <div className="flex items-start gap-3">
            <MessageSquareWarning
              className="mt-0.5 size-5 shrink-0 text-primary"
              aria-hidden="true"
            />
            <div className="grid gap-1">
              <h2 className="font-semibold text-lg">{text.section}</h2>
              <p className="text-muted-foreground text-sm">{text.sectionLead}</p>
              {order.complainUntil ? (
                <p className="text-sm">{text.openUntil(formatDateTimeWib(order.complainUntil))}</p>
              ) : null}
              {order.guaranteeUntil ? (
                <p className="text-sm">
                  {text.guaranteeUntil(formatDateTimeWib(order.guaranteeUntil))}
                </p>
              ) : null}
            </div>
          </div>
          {formOpen ? <p className="text-sm">{text.openLead}</p> : null}
          {formOpen ? (
            <OpenComplaintForm
              pending={actions.open.isPending}
              error={actions.open.error?.message ?? null}
              onCancel={() => setFormOpen(false)}
              onSubmit={(input) =>
                actions.open.mutate(input, { onSuccess: () => toast({ title: text.opened }) })
              }
            />
          ) : (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setFormOpen(true)}
            >
              {text.open}
            </Button>
          )}
        </Card>
      )}
    </section>
  )
}

function BuyerSteps({
  complaint,
  actions,
}: {
  complaint: ComplaintView
  actions: ReturnType<typeof useBuyerComplaintActions>
}) {
  const [asking, setAsking] = useState<'escalate' | 'withdraw' | null>(null)
  if (!isActiveComplaint(complaint)) return null
  const canEscalateAt = new Date(complaint.escalateFrom)
  const waiting = Date.now() < canEscalateAt.getTime()
  const step = asking ? actions[asking] : null
  return (
    <>
      {complaint.status === 'open' ? (
        <>
          <Button variant="outline" disabled={waiting} onClick={() => setAsking('escalate')}>
            {text.escalate}
          </Button>
          {waiting ? (
            <span className="text-muted-foreground text-xs">
              {text.escalateFrom(formatDateTimeWib(canEscalateAt))}
            </span>
          ) : null}
        </>
      ) : null}
      <Button variant="ghost" className="sm:ml-auto" onClick={() => setAsking('withdraw')}>
        {text.withdraw}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={asking === 'escalate' ? text.escalateTitle : text.withdrawTitle}
        description={asking === 'escalate' ? text.escalateBody : text.withdrawBody}
        confirmLabel={asking === 'escalate' ? text.escalate : text.withdraw}
        cancelLabel={common.cancel}
        closeLabel={common.close}
        tone={asking === 'escalate' ? 'default' : 'destructive'}
        pending={step?.isPending ?? false}
        onConfirm={() =>
          step?.mutate(undefined, {
            onSuccess: () => {
              toast({ title: asking === 'escalate' ? text.escalated : text.withdrawn })
              setAsking(null)
            },
            onError: (error) => {
              toast({ title: error.message, variant: 'destructive' })
              setAsking(null)
            },
          })
        }
      />
    </>
  )
}
