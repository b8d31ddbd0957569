import { formatRupiah } from '@pasarprompt/contracts/format'
import type { PayoutOverview } from '@pasarprompt/contracts/payouts'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useRequestPayout } from '../api/payouts'

const text = seller.payouts.request

/** A payout request: the amount checked here for the user, and again by the server. */
export function PayoutRequestForm({
  organizationId,
  overview,
  hasBankAccount,
}: {
  organizationId: string
  overview: PayoutOverview
  hasBankAccount: boolean
}) {
  const request = useRequestPayout(organizationId)
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const open = overview.items.some((payout) => payout.status === 'requested')
  const blocked = !hasBankAccount
    ? text.needBank
    : open
      ? text.openRequest
      : overview.available < overview.minPayout
        ? text.belowMinimum(formatRupiah(overview.minPayout))
        : null

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const value = Number(amount.replace(/\D/g, ''))
    if (!value || value < overview.minPayout || value > overview.available) {
      setError(text.hint(formatRupiah(overview.minPayout), formatRupiah(overview.available)))
      return
    }
    setError(null)
    try {
      await request.mutateAsync(value)
      setAmount('')
      toast({ title: text.done })
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : common.errors.generic)
    }
  }

  return (
    <Card aria-labelledby="tarik-judul">
      <CardHeader>
        <CardTitle id="tarik-judul" className="text-lg">
          {text.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {blocked ? (
          <Alert>{blocked}</Alert>
        ) : (
          <form onSubmit={submit} className="grid gap-3" noValidate>
            <FormField
              label={text.amount}
              error={error ?? undefined}
              hint={text.hint(formatRupiah(overview.minPayout), formatRupiah(overview.available))}
            >
              <Input
                inputMode="numeric"
                value={amount}
                onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
                placeholder={String(overview.minPayout)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? common.processing : text.submit}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => setAmount(String(overview.available))}
              >
                {text.all}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  )
}
