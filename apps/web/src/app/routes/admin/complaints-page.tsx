import { complaintStatusLabels } from '@pasarprompt/contracts/complaints'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import {
  type AdminComplaintFilter,
  useAdminComplaints,
} from '@/features/complaints/api/admin-complaints'
import { AdminComplaintItem } from '@/features/complaints/components/admin-complaint-item'
import { useComplaintLiveUpdates } from '@/features/complaints/hooks/use-complaint-live-updates'
import { useSearchParam } from '@/hooks/use-search-param'
import { admin } from '@/locales/id/admin'
import { complaintsText } from '@/locales/id/complaints'

const text = complaintsText.admin

const FILTERS: readonly AdminComplaintFilter[] = [
  'active',
  'escalated',
  'open',
  'refunded',
  'released',
  'withdrawn',
]

/** /admin/complaints: the complaint queue (active ones first by default) and their history. */
export function AdminComplaintsPage() {
  const [asked, setStatus] = useSearchParam('status')
  const status = FILTERS.find((value) => value === asked) ?? 'active'
  const complaints = useAdminComplaints(status)
  const items = complaints.data?.pages.flatMap((page) => page.items) ?? []
  useComplaintLiveUpdates()

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.statusLegend}
        options={FILTERS}
        label={(option) => (option === 'active' ? text.active : complaintStatusLabels[option])}
        value={status}
        onChange={(next) => setStatus(next === 'active' ? undefined : next)}
      />
      <ListStates query={complaints} empty={items.length === 0} emptyText={text.empty}>
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {items.map((complaint) => (
              <AdminComplaintItem
                key={complaint.id}
                complaint={complaint}
                to={paths.admin.complaint(complaint.id)}
              />
            ))}
          </ul>
        </Card>
      </ListStates>
      <LoadMoreButton query={complaints} label={text.more} />
    </div>
  )
}
