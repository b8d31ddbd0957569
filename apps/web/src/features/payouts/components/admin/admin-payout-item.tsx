import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import { bankName, payoutStatusLabels } from '@pasarprompt/contracts/payouts'
import type { AdminPayout } from '@pasarprompt/contracts/payouts-for-admin'
import { Download, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { admin } from '@/locales/id/admin'
import { documentsText } from '@/locales/id/common/documents'
import { payoutStatementUrl } from '../../api/payout-statement'
import { payeeText } from './payee-text'

const text = admin.payouts

type Props = { payout: AdminPayout; onDecide: (kind: 'approve' | 'reject') => void }

/**
 * One payout request: whose (a shop, or "Afiliasi · {name}" with their email), amount, bank
 * account, warnings, and the decision or its buttons.
 */
export function AdminPayoutItem({ payout, onDecide }: Props) {
  const payee = payeeText(payout)
  return (
    <li className="grid gap-2 px-4 py-4 sm:grid-cols-[1fr_auto]">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">
          {payee.name} <span className="font-bold tabular-nums">{formatRupiah(payout.amount)}</span>
        </p>
        {payout.affiliate ? (
          <p className="text-muted-foreground text-xs">{payout.affiliate.email}</p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          {text.requestedBy(payout.requestedBy, formatDateTimeWib(payout.requestedAt))}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">{text.bank}: </span>
          {bankName(payout.bankCode)} {payout.accountNumber} a.n. {payout.accountHolder}
        </p>
        {payout.recentBankChange && payout.status === 'requested' ? (
          <p className="flex items-start gap-1.5 text-destructive text-sm">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {payee.recentChange}
          </p>
        ) : null}
        {payout.transferReference ? (
          <p className="text-muted-foreground text-xs">
            {text.reference(payout.transferReference)}
          </p>
        ) : null}
        {payout.rejectionReason ? (
          <p className="text-muted-foreground text-xs">{text.reason(payout.rejectionReason)}</p>
        ) : null}
        <a
          href={payoutStatementUrl(payout.id, 'admin')}
          download
          className="inline-flex w-fit items-center gap-1 text-primary text-xs hover:underline"
        >
          <Download className="size-3.5" aria-hidden="true" />
          {documentsText.payoutStatement}
        </a>
      </div>
      {payout.status === 'requested' ? (
        <div className="flex items-start gap-2 sm:justify-end">
          <Button size="sm" variant="outline" onClick={() => onDecide('reject')}>
            {text.reject}
          </Button>
          <Button size="sm" onClick={() => onDecide('approve')}>
            {text.approve}
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm sm:text-right">
          {payoutStatusLabels[payout.status]}
          {payout.decidedAt ? ` · ${formatDateTimeWib(payout.decidedAt)}` : ''}
        </p>
      )}
    </li>
  )
}
