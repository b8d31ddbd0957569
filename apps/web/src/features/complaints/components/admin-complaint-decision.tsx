import type { AdminComplaintDetail } from '@pasarprompt/contracts/complaints'
import { useState } from 'react'
import { ReasonDialog } from '@/components/reason-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast-store'
import { complaintsText } from '@/locales/id/complaints'
import { useAdminComplaintActions } from '../api/admin-complaints'
import { isActiveComplaint } from './complaint-thread'

const text = complaintsText.admin

/** Staff's decision on an active complaint: refund the order, or release the earnings. */
export function AdminComplaintDecision({ detail }: { detail: AdminComplaintDetail }) {
  const { decide } = useAdminComplaintActions(detail.complaint.id)
  const [deciding, setDeciding] = useState<'refund' | 'release' | null>(null)
  if (!isActiveComplaint(detail.complaint)) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>{text.decide}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-muted-foreground text-sm">{text.decideLead}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" onClick={() => setDeciding('refund')}>
            {text.refund}
          </Button>
          <Button variant="outline" onClick={() => setDeciding('release')}>
            {text.release}
          </Button>
        </div>
      </CardContent>
      <ReasonDialog
        key={deciding ?? 'none'}
        open={deciding !== null}
        onOpenChange={(open) => (open ? null : setDeciding(null))}
        title={deciding === 'refund' ? text.refundTitle : text.releaseTitle}
        description={deciding === 'refund' ? text.refundBody : text.releaseBody}
        label={text.reasonLabel}
        confirmLabel={deciding === 'refund' ? text.refund : text.release}
        pending={decide.isPending}
        error={decide.error?.message ?? null}
        onConfirm={(reason) =>
          deciding &&
          decide.mutate(
            { decision: deciding, reason },
            {
              onSuccess: () => {
                toast({ title: deciding === 'refund' ? text.refunded : text.released })
                setDeciding(null)
              },
            },
          )
        }
      />
    </Card>
  )
}
