import type { ComplaintSummary } from '@pasarprompt/contracts/complaints'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { ComplaintStatusBadge } from '@/components/complaint-status-badge'
import { Button } from '@/components/ui/button'
import { complaintsText as text } from '@/locales/id/complaints'

/**
 * An order's complaint in a list of orders (Pesanan): its status and 'Lihat komplain', or
 * 'Ajukan komplain' while one may be opened; both lead to the complaint on the order's page.
 */
export function OrderComplaintLink({
  complaint,
  complainUntil,
  to,
}: {
  complaint: ComplaintSummary | null
  complainUntil: string | null
  /** The order's page, at its complaint. */
  to: string
}) {
  if (complaint) {
    return (
      <>
        <ComplaintStatusBadge status={complaint.status} />
        <Button asChild size="sm" variant="outline" className="ml-auto">
          <Link to={to}>{text.view}</Link>
        </Button>
      </>
    )
  }
  if (!complainUntil) return null
  return (
    <>
      <span className="text-muted-foreground">
        {text.listHint(formatDateTimeWib(complainUntil))}
      </span>
      <Button asChild size="sm" variant="outline" className="ml-auto">
        <Link to={to}>{text.open}</Link>
      </Button>
    </>
  )
}
