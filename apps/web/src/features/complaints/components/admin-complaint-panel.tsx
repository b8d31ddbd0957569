import type { AdminComplaintDetail } from '@pasarprompt/contracts/complaints'
import { Flag } from 'lucide-react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { complaintsText } from '@/locales/id/complaints'
import { useAdminComplaintActions } from '../api/admin-complaints'
import { useComplaintLiveUpdates } from '../hooks/use-complaint-live-updates'
import { AdminComplaintDecision } from './admin-complaint-decision'
import { ComplaintThread } from './complaint-thread'

const text = complaintsText.admin

/**
 * One complaint for staff: the conversation (staff may write in it), the buyer's record with
 * its flag, links to the order and the shop, and the decision while it is active.
 */
export function AdminComplaintPanel({
  detail,
  orderPath,
  shopPath,
}: {
  detail: AdminComplaintDetail
  orderPath: string
  shopPath: string
}) {
  const { write } = useAdminComplaintActions(detail.complaint.id)
  useComplaintLiveUpdates()
  const { buyer } = detail
  return (
    <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ComplaintThread
        complaint={detail.complaint}
        viewer="admin"
        write={{
          send: (body, done) => write.mutate(body, { onSuccess: () => done() }),
          pending: write.isPending,
          error: write.error?.message ?? null,
        }}
      />
      <div className="grid gap-5">
        <AdminComplaintDecision detail={detail} />
        <Card>
          <CardHeader>
            <CardTitle>{text.buyerRecord}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p className="break-all font-medium">
              {detail.complaint.buyerName} · {buyer.email}
            </p>
            {buyer.hasAccount ? null : <p className="text-muted-foreground">{text.guest}</p>}
            <p>
              {text.complaintsCount(buyer.complaints)} ·{' '}
              {text.refundedCount(buyer.refundedComplaints)}
            </p>
            {buyer.flagged ? (
              <Alert variant="destructive" className="flex gap-2">
                <Flag className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  <strong>{text.flagged}.</strong> {text.flaggedNote(buyer.refundedComplaints)}
                </span>
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
              <Link to={orderPath} className="font-medium text-primary hover:underline">
                {text.order}
              </Link>
              <Link to={shopPath} className="font-medium text-primary hover:underline">
                {text.shop}
              </Link>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
