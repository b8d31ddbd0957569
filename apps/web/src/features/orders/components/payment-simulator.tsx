import { formatRupiah } from '@pasarprompt/contracts/format'
import {
  SIMULATOR_TEST_CARD,
  SimulatorAction,
  type SimulatorMethod,
} from '@pasarprompt/contracts/orders'
import { FlaskConical, Info } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { issuesByField } from '@/lib/issues-by-field'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'
import { useSimulatorTransaction } from '../api/get-simulator-transaction'
import {
  type SimulatorOutcome,
  useSettleSimulatorTransaction,
} from '../api/settle-simulator-transaction'
import { PaymentCountdown } from './payment/payment-countdown'
import { SimulatorPaymentCodePanel } from './payment/simulator-payment-code'

const text = ordersText.simulator

/**
 * 'Simulator pembayaran': the built-in test gateway's page (DESIGN.md §4), shown instead of
 * Midtrans' own, and showing what it shows (decision 0033): the time left, the chosen method's QR
 * or account number and how to pay with it. Each button settles the transaction the way the gateway would and sends the
 * signed notification to our webhook; the order's status then follows as it would for real.
 */
export function PaymentSimulator({ paymentToken }: { paymentToken: string }) {
  const transaction = useSimulatorTransaction(paymentToken)
  const settle = useSettleSimulatorTransaction()
  const [chosen, setChosen] = useState<SimulatorMethod | null>(null)
  // The first method is chosen until the buyer picks another, so "Bayar" always has one.
  const method = chosen ?? (transaction.data?.methods[0]?.id as SimulatorMethod | undefined)
  // A card payment names its card (Midtrans reports its first six and last four digits).
  const [cardNumber, setCardNumber] = useState(SIMULATOR_TEST_CARD)
  const [cardError, setCardError] = useState<string | null>(null)
  const byCard = method === 'credit_card'

  // Still busy after an answer: the order's new status is on its way.
  const busy = settle.isPending || settle.isSuccess

  const run = (outcome: SimulatorOutcome) => {
    if (outcome === 'pay' && byCard) {
      const parsed = SimulatorAction.safeParse({ method, cardNumber })
      setCardError(parsed.success ? null : (issuesByField(parsed.error).cardNumber ?? null))
      if (!parsed.success) return
    }
    settle.mutate(
      {
        paymentToken,
        outcome,
        ...(outcome === 'pay' && method ? { method } : {}),
        ...(outcome === 'pay' && byCard ? { cardNumber } : {}),
      },
      {
        onError: (error) =>
          toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
      },
    )
  }

  return (
    <Card aria-labelledby="simulator-judul" role="region" className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-5 py-4">
        <h2 id="simulator-judul" className="flex items-center gap-2 font-semibold text-lg">
          <FlaskConical className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </h2>
        <span className="rounded-full border border-dashed border-primary/60 px-2.5 py-0.5 font-medium text-primary text-xs uppercase tracking-wide">
          {text.badge}
        </span>
      </div>
      <div className="grid gap-5 p-5">
        <p className="flex gap-2.5 rounded-md border border-primary/50 border-dashed bg-accent/40 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {text.note}
        </p>
        {transaction.isPending ? (
          <div className="grid gap-3" role="status" aria-label={common.loading}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : transaction.error ? (
          <Alert variant="destructive">
            {text.loadFailed} {transaction.error.message}
          </Alert>
        ) : (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-muted/50 px-4 py-3">
              <span className="text-muted-foreground text-sm">{text.amount}</span>
              <span className="font-bold text-2xl tracking-tight">
                {formatRupiah(transaction.data.grossAmount)}
              </span>
              <span className="w-full text-muted-foreground text-xs">
                {/* The deadline is said once, above, from the order (the same moment). */}
                {text.reference(transaction.data.gatewayOrderId)}
              </span>
            </div>
            <PaymentCountdown deadline={transaction.data.expiresAt} />
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-medium text-sm">{text.method}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {transaction.data.methods.map((option) => (
                  <label
                    key={option.id}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-md border bg-card px-3 py-2.5 text-sm transition-colors hover:border-primary/50',
                      'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
                      'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
                    )}
                  >
                    <input
                      type="radio"
                      name="metode"
                      value={option.id}
                      checked={method === option.id}
                      onChange={() => setChosen(option.id as SimulatorMethod)}
                      className="size-4 accent-(--primary)"
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {byCard ? (
              <FormField
                label={text.cardNumber}
                error={cardError ?? undefined}
                hint={text.cardHint}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  value={cardNumber}
                  onChange={(event) => setCardNumber(event.target.value)}
                />
              </FormField>
            ) : null}
            {method ? (
              <SimulatorPaymentCodePanel
                paymentToken={paymentToken}
                method={method}
                amount={transaction.data.grossAmount}
              />
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button
                type="button"
                size="lg"
                disabled={busy}
                onClick={() => run('pay')}
                className="sm:flex-1"
              >
                {text.pay}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="lg"
                disabled={busy}
                onClick={() => run('fail')}
                className="text-destructive hover:text-destructive"
              >
                {text.fail}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="lg"
                disabled={busy}
                onClick={() => run('expire')}
              >
                {text.expire}
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  )
}
