import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import {
  bankName,
  maskAccountNumber,
  type PaymentConfig,
  type Payout,
} from '@pasarprompt/contracts/payouts'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { payoutsText } from '@/locales/id/payouts'

const text = payoutsText.request

/**
 * Why a payout cannot be asked for now, in full: a request still open; else no bank account and,
 * with too little available, the minimum and how much is held until when — every one that applies.
 */
export function payoutBlockers({
  available,
  held,
  nextReleaseAt,
  minPayout,
  hasOpenRequest,
  bankConfigured,
}: {
  available: number
  held: number
  nextReleaseAt: string | null
  minPayout: number
  hasOpenRequest: boolean
  bankConfigured: boolean
}): string[] {
  if (hasOpenRequest) return [text.openRequest]
  const reasons: string[] = bankConfigured ? [] : [text.needBank]
  if (available >= minPayout) return reasons
  reasons.push(text.belowMinimum(formatRupiah(Math.max(available, 0)), formatRupiah(minPayout)))
  if (held > 0) {
    reasons.push(
      nextReleaseAt
        ? text.heldUntil(formatRupiah(held), formatDateWib(nextReleaseAt))
        : text.held(formatRupiah(held)),
    )
  }
  return reasons
}

/**
 * A payout request — a shop's or an affiliate's, under the same rules: the amount is checked
 * here for the user (and again by the server), then confirmed with the bank account it goes to.
 * The caller sends it (`onRequest`).
 */
export function PayoutRequestForm({
  available,
  held,
  nextReleaseAt,
  minPayout,
  payouts,
  bankAccount,
  onRequest,
  title = text.title,
  submitLabel = text.submit,
  titleAs,
}: {
  available: number
  /** Held money and when the next of it is released: said when too little is available. */
  held: number
  nextReleaseAt: string | null
  minPayout: number
  payouts: Payout[]
  bankAccount: PaymentConfig
  onRequest: (amount: number) => Promise<unknown>
  title?: string
  submitLabel?: string
  /** The title's level: h2 under a page's h1 (the seller centre), h3 under the account's h2. */
  titleAs?: 'h2' | 'h3'
}) {
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const [pending, setPending] = useState(false)
  const open = payouts.some((payout) => payout.status === 'requested')
  const blockers = payoutBlockers({
    available,
    held,
    nextReleaseAt,
    minPayout,
    hasOpenRequest: open,
    bankConfigured: bankAccount.configured,
  })
  const blocked = blockers.length > 0 ? blockers : null
  const account = `${bankName(bankAccount.bankCode ?? '')} ${maskAccountNumber(
    bankAccount.accountNumber ?? '',
  )} (${bankAccount.accountHolder ?? ''})`

  const check = (event: React.FormEvent) => {
    event.preventDefault()
    const value = Number(amount.replace(/\D/g, ''))
    if (!value || value < minPayout || value > available) {
      setError(text.hint(formatRupiah(minPayout), formatRupiah(available)))
      return
    }
    setError(null)
    setConfirming(value)
  }

  const send = async (value: number) => {
    setPending(true)
    try {
      await onRequest(value)
      setAmount('')
      setConfirming(null)
      toast({ title: text.done })
    } catch (failure) {
      setConfirming(null)
      setError(failure instanceof ApiError ? failure.message : common.errors.generic)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card aria-labelledby="tarik-judul">
      <CardHeader>
        <CardTitle as={titleAs} id="tarik-judul" className="text-lg">
          {title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.minimum(formatRupiah(minPayout))}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {blocked ? (
          <Alert data-testid="payout-blocked" className="grid gap-1">
            {blocked.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </Alert>
        ) : null}
        <form onSubmit={check} className="grid gap-3" noValidate>
          <FormField
            label={text.amount}
            error={error ?? undefined}
            // A range only when there is one: below the minimum the blockers above say why
            // nothing can be asked ("paling banyak Rp 0" read as a broken form, issue 28).
            hint={
              available >= minPayout
                ? text.hint(formatRupiah(minPayout), formatRupiah(available))
                : undefined
            }
          >
            <Input
              inputMode="numeric"
              value={amount}
              disabled={blocked !== null}
              onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
              placeholder={String(minPayout)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={blocked !== null || pending}>
              {submitLabel}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={blocked !== null}
              onClick={() => setAmount(String(available))}
            >
              {text.all}
            </Button>
          </div>
        </form>
      </CardContent>
      <Dialog
        open={confirming !== null}
        onOpenChange={(next) => (next || pending ? null : setConfirming(null))}
      >
        {confirming !== null ? (
          <DialogContent
            title={text.confirmTitle}
            description={text.confirmBody(formatRupiah(confirming), account)}
            closeLabel={text.close}
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={pending} onClick={() => setConfirming(null)}>
                {text.cancel}
              </Button>
              <Button disabled={pending} onClick={() => void send(confirming)}>
                {pending ? common.processing : text.confirm}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  )
}
