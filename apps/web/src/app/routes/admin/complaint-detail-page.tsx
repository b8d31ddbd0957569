import { useParams } from 'react-router'
import { ComplaintStatusBadge } from '@/components/complaint-status-badge'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { paths } from '@/config/paths'
import { useAdminComplaint } from '@/features/complaints/api/admin-complaints'
import { AdminComplaintPanel } from '@/features/complaints/components/admin-complaint-panel'
import { admin } from '@/locales/id/admin'
import { complaintsText } from '@/locales/id/complaints'

const text = complaintsText.admin

/** /admin/complaints/:id: one complaint, its conversation, the buyer's record and the decision. */
export function AdminComplaintDetailPage() {
  const { id = '' } = useParams()
  const detail = useAdminComplaint(id)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${detail.data?.complaint.orderNumber ?? text.title} — ${admin.area}`}</title>
      <BackLink to={paths.admin.complaints} label={text.back} />
      <DetailStates query={detail}>
        {(data) => (
          <>
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="font-bold text-2xl">{data.complaint.promptTitle}</h1>
                <ComplaintStatusBadge status={data.complaint.status} />
              </div>
              <p className="text-muted-foreground text-sm">
                {data.complaint.orderNumber} · {data.complaint.shopName}
              </p>
            </div>
            <AdminComplaintPanel
              detail={data}
              orderPath={paths.admin.order(data.complaint.orderId)}
              shopPath={paths.shop(data.shopSlug)}
            />
          </>
        )}
      </DetailStates>
    </div>
  )
}
