import { type AdminComplaint, complaintReasonLabels } from '@pasarprompt/contracts/complaints'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Flag } from 'lucide-react'
import { Link } from 'react-router'
import { ComplaintStatusBadge } from '@/components/complaint-status-badge'
import { complaintsText } from '@/locales/id/complaints'

const text = complaintsText.admin

/** One complaint in staff's queue: the order, both sides, the reason, and a flagged buyer. */
export function AdminComplaintItem({ complaint, to }: { complaint: AdminComplaint; to: string }) {
  return (
    <li className="relative grid gap-2 px-4 py-3 hover:bg-muted/40 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <Link to={to} className="font-medium hover:underline after:absolute after:inset-0">
          {complaint.promptTitle}
        </Link>
        <p className="truncate text-muted-foreground text-xs">
          {complaint.orderNumber} · {complaint.shopName} · {formatDateTimeWib(complaint.openedAt)}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="break-all">
            {complaint.buyerName} ({complaint.buyerEmail})
          </span>
          {complaint.buyerFlagged ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-destructive/40 bg-destructive/10 px-2 py-0.5 font-medium text-destructive text-xs">
              <Flag className="size-3" aria-hidden="true" />
              {text.flagged}
            </span>
          ) : null}
        </p>
        <p className="text-muted-foreground text-xs">{complaintReasonLabels[complaint.reason]}</p>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <span className="font-semibold tabular-nums">{formatRupiah(complaint.price)}</span>
        <ComplaintStatusBadge status={complaint.status} />
      </div>
    </li>
  )
}
