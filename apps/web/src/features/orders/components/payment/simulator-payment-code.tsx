import { formatRupiah } from '@pasarprompt/contracts/format'
import type { SimulatorMethod, SimulatorPaymentCode } from '@pasarprompt/contracts/orders'
import { Copy, Smartphone } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { copyToClipboard } from '@/lib/copy-to-clipboard'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'
import { useSimulatorPaymentCode } from '../../api/get-simulator-payment-code'

const text = ordersText.simulator

/**
 * What Snap shows once a method is picked: the QRIS code (drawn on the server), the e-wallet's
 * button into its app, the virtual account number or Mandiri's bill key with a copy button,
 * then 'Cara bayar', the steps in the buyer's bank or app.
 */
export function SimulatorPaymentCodePanel({
  paymentToken,
  method,
  amount,
}: {
  paymentToken: string
  method: SimulatorMethod
  amount: number
}) {
  const code = useSimulatorPaymentCode(paymentToken, method)
  const steps = text.steps[method] ?? []
  return (
    <section aria-labelledby="cara-bayar" className="grid gap-4">
      {code.isPending ? (
        <div role="status" aria-label={common.loading}>
          <Skeleton className="mx-auto h-56 w-56" />
        </div>
      ) : code.error ? (
        <Alert variant="destructive">
          {text.codeFailed} {code.error.message}
        </Alert>
      ) : (
        <CodeOf code={code.data} amount={amount} />
      )}
      <div className="rounded-lg border px-4 py-3">
        <h3 id="cara-bayar" className="font-semibold text-sm">
          {text.howTo}
        </h3>
        <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-muted-foreground text-sm">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function CodeOf({ code, amount }: { code: SimulatorPaymentCode; amount: number }) {
  switch (code.kind) {
    case 'qr': {
      const wallet = text.wallets[code.method]
      return (
        <div className="grid justify-items-center gap-3 text-center">
          {/* White in both themes: a camera needs the contrast of the printed code. */}
          <figure className="rounded-xl border bg-white p-3 shadow-sm">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qrSvg)}`}
              alt={text.qrAlt(formatRupiah(amount))}
              width={224}
              height={224}
              className="size-56 [image-rendering:pixelated]"
              data-testid="qris-code"
              data-qr-string={code.qrString}
            />
            <figcaption className="mt-2 font-semibold text-neutral-900 text-xs tracking-wide">
              QRIS · {text.merchant}
            </figcaption>
          </figure>
          <p className="max-w-sm text-muted-foreground text-sm">{text.qrLead}</p>
          {code.deeplink && wallet ? (
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href={code.deeplink}>
                <Smartphone aria-hidden="true" />
                {text.openApp(wallet)}
              </a>
            </Button>
          ) : null}
        </div>
      )
    }
    case 'va': {
      const label = text.vaNumber(text.banks[code.bank] ?? code.bank.toUpperCase())
      return (
        <CopyableNumber label={label} name="nomor VA" value={code.vaNumber} testId="va-number" />
      )
    }
    case 'bill':
      return (
        <div className="grid gap-3">
          <CopyableNumber
            label={text.billerCode}
            name="biller code"
            value={code.billerCode}
            testId="biller-code"
          />
          <CopyableNumber
            label={text.billKey}
            name="bill key"
            value={code.billKey}
            testId="bill-key"
          />
        </div>
      )
    case 'card':
      return null
  }
}

/**
 * A number to type into a bank's app: large, a long one in groups of four, with a copy button named short
 * (`name`), so no button but the simulator's own answers to "Bayar".
 */
function CopyableNumber({
  label,
  name,
  value,
  testId,
}: {
  label: string
  name: string
  value: string
  testId: string
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="text-muted-foreground text-sm">{label}</span>
        <span
          className="font-bold font-mono text-xl tabular-nums tracking-wider sm:text-2xl"
          data-testid={testId}
        >
          {value.length > 8 ? value.replace(/(\d{4})(?=\d)/g, '$1 ') : value}
        </span>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={text.copyLabel(name)}
        onClick={() =>
          void copyToClipboard(value, {
            copied: text.copied(label),
            failed: text.copyFailed,
            failedBody: text.copyFailedBody,
          })
        }
      >
        <Copy aria-hidden="true" />
        {text.copyValue}
      </Button>
    </div>
  )
}
