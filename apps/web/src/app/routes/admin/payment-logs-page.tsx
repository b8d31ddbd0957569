import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { SearchField } from '@/components/search-field'
import { paths } from '@/config/paths'
import { usePaymentLogs } from '@/features/payments/api/list-payment-logs'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { admin } from '@/locales/id/admin'

const text = admin.logs
const FILTERS = ['paid', 'duplicate', 'ignored', 'needs_review', 'amount_mismatch', 'unknown_order']

/** /admin/payments: every gateway notification with its result and raw body. */
export function AdminPaymentLogsPage() {
  const [asked, setResult] = useSearchParam('hasil')
  const result =
    asked === 'invalid' || FILTERS.includes(asked ?? '') ? (asked ?? undefined) : undefined
  const { q, search, setSearch } = useSearchParamText()
  const logs = usePaymentLogs({ result, q: q || undefined })
  const items = logs.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      <FilterButtons
        legend={text.resultLegend}
        options={[...FILTERS, 'invalid']}
        label={(option) => (option === 'invalid' ? text.invalid : (text.results[option] ?? option))}
        value={result}
        onChange={setResult}
        allLabel={text.all}
      />
      <SearchField value={search} onChange={setSearch} text={text} />
      <ListStates query={logs} empty={items.length === 0} emptyText={text.empty}>
        <ListCard dimmed={logs.isPlaceholderData}>
          <ul className="divide-y">
            {items.map((log) => (
              <li key={log.id} className="grid gap-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-mono text-xs">{log.gatewayOrderId ?? '—'}</span>
                  <span className="font-medium">{log.transactionStatus ?? '—'}</span>
                  <span
                    className={cn(
                      'rounded-full border px-2 py-0.5 text-xs',
                      !log.signatureValid && 'border-destructive/40 text-destructive',
                    )}
                  >
                    {text.results[log.result] ?? log.result}
                  </span>
                  <span className="text-muted-foreground text-xs">{formatDateTimeWib(log.at)}</span>
                  {log.orderId ? (
                    <Link
                      to={paths.admin.order(log.orderId)}
                      className="text-primary text-xs hover:underline"
                    >
                      {text.openOrder}
                    </Link>
                  ) : null}
                </div>
                {log.detail ? <p className="text-muted-foreground text-xs">{log.detail}</p> : null}
                <details>
                  <summary className="cursor-pointer text-muted-foreground text-xs">
                    {text.raw}
                  </summary>
                  <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono text-xs">
                    {log.rawBody}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        </ListCard>
      </ListStates>
      <LoadMoreButton query={logs} label={text.more} />
    </div>
  )
}
