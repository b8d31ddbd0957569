import { formatRupiah } from '@pasarprompt/contracts/format'
import { bankName } from '@pasarprompt/contracts/payouts'
import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { payeeText } from './payee-text'

const text = admin.payouts

/** Approves a payout with the bank transfer's reference; a recent bank change needs a tick. */
export function ApprovePayoutDialog({
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
  const payee = payeeText(payout)
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={text.approveTitle}
        description={payee.approveBody(formatRupiah(payout.amount))}
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
              {payee.confirmRecent}
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
