import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { bankName, type Payout, payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import { Download } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { documentsText } from '@/locales/id/common/documents'
import { payoutsText } from '@/locales/id/payouts'
import { payoutStatementUrl } from '../api/payout-statement'

const text = payoutsText.history

const statusStyle: Record<Payout['status'], string> = {
  requested: 'border-amber-500/40 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  approved: 'border-primary/40 bg-primary/10 text-primary',
  rejected: 'border-destructive/40 bg-destructive/10 text-destructive',
}

/** A shop's or an affiliate's payout requests, newest first, with the decision on each. */
export function PayoutHistory({
  items,
  payee,
  titleAs,
}: {
  items: Payout[]
  /** Whose payouts: each row links its statement PDF through that payee's route. */
  payee: 'shop' | 'affiliate'
  /** The title's level: h2 under a page's h1 (the seller centre), h3 under the account's h2. */
  titleAs?: 'h2' | 'h3'
}) {
  return (
    <Card aria-labelledby="riwayat-judul">
      <CardHeader>
        <CardTitle as={titleAs} id="riwayat-judul" className="text-lg">
          {text.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{text.empty}</p>
        ) : (
          <ul className="divide-y">
            {items.map((payout) => (
              <li key={payout.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold tabular-nums">{formatRupiah(payout.amount)}</p>
                  <p className="text-muted-foreground text-xs">
                    {formatDateTimeWib(payout.requestedAt)} · {bankName(payout.bankCode)}{' '}
                    {payout.accountNumber} · {payout.accountHolder}
                  </p>
                  {payout.transferReference ? (
                    <p className="text-xs">{text.reference(payout.transferReference)}</p>
                  ) : null}
                  {payout.rejectionReason ? (
                    <p className="text-destructive text-xs">{payout.rejectionReason}</p>
                  ) : null}
                  <a
                    href={payoutStatementUrl(payout.id, payee)}
                    download
                    className="mt-1 inline-flex min-h-6 items-center gap-1 text-primary text-xs hover:underline"
                  >
                    <Download className="size-3.5" aria-hidden="true" />
                    {documentsText.payoutStatement}
                  </a>
                </div>
                <span
                  className={cn(
                    'rounded-full border px-2.5 py-0.5 font-medium text-xs',
                    statusStyle[payout.status],
                  )}
                >
                  {payoutStatusLabels[payout.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
