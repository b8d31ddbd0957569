import type { AdminPayout } from '@pasarprompt/contracts/admin-payouts'
import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { BANKS, PAYOUT_STATUSES, payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { ReasonDialog } from '@/components/reason-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import {
  type PayoutStatus,
  useAdminPayouts,
  usePayoutDecisions,
} from '@/features/payouts/api/admin-payouts'
import { useSearchParam } from '@/hooks/use-search-param'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.payouts
const bankName = (code: string) => BANKS.find((bank) => bank.code === code)?.name ?? code

type Deciding = { kind: 'approve' | 'reject'; payout: AdminPayout } | null

/** /admin/payments/payout: the queue of payout requests and their history. */
export function AdminPayoutsPage() {
  const [asked, setStatus] = useSearchParam('status')
  const status: PayoutStatus = PAYOUT_STATUSES.find((value) => value === asked) ?? 'requested'
  const payouts = useAdminPayouts(status)
  const items = payouts.data?.pages.flatMap((page) => page.items) ?? []
  const [deciding, setDeciding] = useState<Deciding>(null)
  const decisions = usePayoutDecisions()

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.statusLegend}
        options={PAYOUT_STATUSES}
        label={(option) => payoutStatusLabels[option]}
        value={status}
        onChange={setStatus}
      />
      <ListStates query={payouts} empty={items.length === 0} emptyText={text.empty}>
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {items.map((payout) => (
              <li key={payout.id} className="grid gap-2 px-4 py-4 sm:grid-cols-[1fr_auto]">
                <div className="grid min-w-0 gap-1">
                  <p className="font-semibold">
                    {payout.shop.name}{' '}
                    <span className="font-bold tabular-nums">{formatRupiah(payout.amount)}</span>
                  </p>
                  <p className="text-muted-foreground text-xs">
                    {text.requestedBy(payout.requestedBy, formatDateTime(payout.requestedAt))}
                  </p>
                  <p className="text-sm">
                    <span className="text-muted-foreground">{text.bank}: </span>
                    {bankName(payout.bankCode)} {payout.accountNumber} a.n. {payout.accountHolder}
                  </p>
                  {payout.recentBankChange && payout.status === 'requested' ? (
                    <p className="flex items-start gap-1.5 text-destructive text-sm">
                      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {text.recentChange}
                    </p>
                  ) : null}
                  {payout.transferReference ? (
                    <p className="text-muted-foreground text-xs">
                      {text.reference(payout.transferReference)}
                    </p>
                  ) : null}
                  {payout.rejectionReason ? (
                    <p className="text-muted-foreground text-xs">
                      {text.reason(payout.rejectionReason)}
                    </p>
                  ) : null}
                </div>
                {payout.status === 'requested' ? (
                  <div className="flex items-start gap-2 sm:justify-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        decisions.reject.reset()
                        setDeciding({ kind: 'reject', payout })
                      }}
                    >
                      {text.reject}
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => {
                        decisions.approve.reset()
                        setDeciding({ kind: 'approve', payout })
                      }}
                    >
                      {text.approve}
                    </Button>
                  </div>
                ) : (
                  <p className="text-muted-foreground text-sm sm:text-right">
                    {payoutStatusLabels[payout.status]}
                    {payout.decidedAt ? ` · ${formatDateTime(payout.decidedAt)}` : ''}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Card>
      </ListStates>
      <LoadMoreButton query={payouts} label={text.more} />

      {deciding?.kind === 'approve' ? (
        <ApproveDialog
          payout={deciding.payout}
          pending={decisions.approve.isPending}
          error={decisions.approve.error?.message ?? null}
          onClose={() => setDeciding(null)}
          onConfirm={(transferReference, confirmRecentBankChange) =>
            decisions.approve.mutate(
              { id: deciding.payout.id, transferReference, confirmRecentBankChange },
              {
                onSuccess: () => {
                  setDeciding(null)
                  toast({ title: text.approved })
                },
              },
            )
          }
        />
      ) : null}
      <ReasonDialog
        open={deciding?.kind === 'reject'}
        onOpenChange={(open) => (open ? null : setDeciding(null))}
        title={text.rejectTitle}
        description={text.rejectBody}
        label={text.reasonLabel}
        confirmLabel={text.reject}
        pending={decisions.reject.isPending}
        error={decisions.reject.error?.message ?? null}
        onConfirm={(reason) =>
          deciding &&
          decisions.reject.mutate(
            { id: deciding.payout.id, reason },
            {
              onSuccess: () => {
                setDeciding(null)
                toast({ title: text.rejected })
              },
            },
          )
        }
      />
    </div>
  )
}

function ApproveDialog({
  payout,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  payout: AdminPayout
  pending: boolean
  error: string | null
  onClose: () => void
  onConfirm: (transferReference: string, confirmRecentBankChange: boolean) => void
}) {
  const [reference, setReference] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const needsConfirmation = payout.recentBankChange
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={text.approveTitle}
        description={text.approveBody(formatRupiah(payout.amount), payout.shop.name)}
        closeLabel={text.close}
      >
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            onConfirm(reference.trim(), confirmed)
          }}
        >
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            {bankName(payout.bankCode)} {payout.accountNumber} a.n. {payout.accountHolder}
          </p>
          {needsConfirmation ? (
            <label className="flex items-start gap-2 text-destructive text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
              {text.confirmRecent}
            </label>
          ) : null}
          <FormField label={text.referenceLabel}>
            <Input
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              autoComplete="off"
              maxLength={100}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button
              type="submit"
              disabled={pending || reference.trim().length < 4 || (needsConfirmation && !confirmed)}
            >
              {pending ? common.processing : text.approve}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
