import { type ComplaintStatus, complaintStatusLabels } from '@pasarprompt/contracts/complaints'
import { MessageSquareWarning } from 'lucide-react'
import { cn } from '@/lib/cn'

const tones: Record<ComplaintStatus, string> = {
  open: 'border-amber-500/50 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  escalated: 'border-destructive/40 bg-destructive/10 text-destructive',
  refunded: 'border-border bg-muted text-muted-foreground',
  released: 'border-border bg-muted text-muted-foreground',
  withdrawn: 'border-border bg-muted text-muted-foreground',
}

/** A complaint's status as a small label ('Komplain dibuka', 'Diteruskan ke admin'…). */
export function ComplaintStatusBadge({
  status,
  className,
}: {
  status: ComplaintStatus
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        tones[status],
        className,
      )}
    >
      <MessageSquareWarning className="size-3.5" aria-hidden="true" />
      {complaintStatusLabels[status]}
    </span>
  )
}
