import { formatDateTime } from '@pasarprompt/contracts/format'
import { Link, useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePaymentLogs } from '@/features/admin/api/platform'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'

const text = t.admin.logs
const FILTERS = ['paid', 'duplicate', 'ignored', 'needs_review', 'amount_mismatch', 'unknown_order']

/** /admin/payments: every gateway notification with its result and raw body. */
export function AdminPaymentLogsPage() {
  const [params, setParams] = useSearchParams()
  const asked = params.get('hasil')
  const result =
    asked === 'invalid' || FILTERS.includes(asked ?? '') ? (asked ?? undefined) : undefined
  const { q, search, setSearch } = useSearchParamText()
  const logs = usePaymentLogs({ result, q: q || undefined })
  const items = logs.data?.pages.flatMap((page) => page.items) ?? []

  const choose = (next: string | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next) updated.set('hasil', next)
        else updated.delete('hasil')
        return updated
      },
      { replace: true },
    )

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${t.admin.area}`}</title>
      <div className="grid gap-1">
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{text.resultLegend}</legend>
        {[undefined, ...FILTERS, 'invalid'].map((option) => (
          <Button
            key={option ?? 'all'}
            size="sm"
            variant={option === result ? 'default' : 'outline'}
            aria-pressed={option === result}
            onClick={() => choose(option)}
          >
            {option === undefined
              ? text.all
              : option === 'invalid'
                ? text.invalid
                : (text.results[option] ?? option)}
          </Button>
        ))}
      </fieldset>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={text.searchPlaceholder}
        label={text.searchLabel}
        clearLabel={text.clearSearch}
      />
      {logs.error ? (
        <Alert variant="destructive">{logs.error.message}</Alert>
      ) : logs.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : items.length === 0 ? (
        <Alert>{text.empty}</Alert>
      ) : (
        <Card
          className={cn(
            'overflow-hidden transition-opacity',
            logs.isPlaceholderData && 'opacity-60',
          )}
        >
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
                  <span className="text-muted-foreground text-xs">{formatDateTime(log.at)}</span>
                  {log.orderId ? (
                    <Link
                      to={`/admin/order/${log.orderId}`}
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
        </Card>
      )}
      {logs.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={logs.isFetchingNextPage}
          onClick={() => void logs.fetchNextPage()}
        >
          {logs.isFetchingNextPage ? t.processing : text.more}
        </Button>
      ) : null}
    </div>
  )
}
