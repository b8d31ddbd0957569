import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import {
  bucketLabels,
  SHOP_BUCKETS,
  type ShopTransaction,
  transactionKindLabels,
} from '@pasarprompt/contracts/seller-transactions'
import { Download } from 'lucide-react'
import { FilterButtons } from '@/components/list/filter-buttons'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import {
  type BucketFilter,
  transactionsCsvUrl,
  useShopTransactions,
} from '@/features/ledger/api/list-shop-transactions'
import { useSearchParam } from '@/hooks/use-search-param'
import { cn } from '@/lib/cn'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.transactions

const isBucket = (value: string | null): value is NonNullable<BucketFilter> =>
  (SHOP_BUCKETS as readonly string[]).includes(value ?? '')

/** /app/transaction: the shop's ledger with running balances and a CSV (owners and admins). */
export function TransactionsPage() {
  const session = useSession()
  const canManage = session.role === 'owner' || session.role === 'admin'
  const [raw, setBucket] = useSearchParam('saldo')
  const bucket: BucketFilter = isBucket(raw) ? raw : undefined
  const transactions = useShopTransactions(canManage ? session.organizationId : null, bucket)
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${text.title} — ${session.vendor?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="text-muted-foreground">{text.lead}</p>
        </div>
        {canManage ? (
          <Button asChild variant="outline">
            <a href={transactionsCsvUrl(bucket)} download>
              <Download aria-hidden="true" />
              {text.download}
            </a>
          </Button>
        ) : null}
      </div>
      {!canManage ? (
        <Alert>{text.managersOnly}</Alert>
      ) : (
        <>
          <FilterButtons
            legend={text.columns.bucket}
            options={SHOP_BUCKETS}
            label={(option) => bucketLabels[option]}
            value={bucket}
            onChange={setBucket}
            allLabel={text.all}
          />
          {transactions.error ? (
            <Alert variant="destructive">{transactions.error.message}</Alert>
          ) : transactions.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : items.length === 0 ? (
            <Alert>{text.empty}</Alert>
          ) : (
            <Card className="overflow-hidden">
              <table className="w-full text-sm">
                <thead className="hidden bg-muted/50 text-left text-muted-foreground md:table-header-group">
                  <tr>
                    <th className="px-4 py-2 font-medium">{text.columns.at}</th>
                    <th className="px-4 py-2 font-medium">{text.columns.kind}</th>
                    <th className="px-4 py-2 font-medium">{text.columns.detail}</th>
                    <th className="px-4 py-2 text-right font-medium">{text.columns.amount}</th>
                    <th className="px-4 py-2 text-right font-medium">{text.columns.balance}</th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((item) => (
                    <TransactionRow key={item.id} item={item} />
                  ))}
                </tbody>
              </table>
            </Card>
          )}
          {transactions.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              disabled={transactions.isFetchingNextPage}
              onClick={() => void transactions.fetchNextPage()}
            >
              {transactions.isFetchingNextPage ? common.processing : text.more}
            </Button>
          ) : null}
        </>
      )}
    </div>
  )
}

function TransactionRow({ item }: { item: ShopTransaction }) {
  const kind = transactionKindLabels[item.kind] ?? item.kind
  const detail = item.orderNumber
    ? `${item.orderNumber} · ${item.promptTitle ?? ''}`
    : item.payoutId
      ? text.payout
      : ''
  return (
    <tr className="grid grid-cols-[1fr_auto] gap-x-3 px-4 py-3 md:table-row md:p-0">
      <td className="text-muted-foreground text-xs md:px-4 md:py-3 md:text-sm">
        {formatDateTime(item.at)}
      </td>
      <td className="col-start-1 md:px-4 md:py-3">
        <span className="font-medium">{kind}</span>{' '}
        <span className="text-muted-foreground text-xs">· {bucketLabels[item.bucket]}</span>
      </td>
      <td className="col-start-1 truncate text-muted-foreground text-xs md:max-w-64 md:px-4 md:py-3 md:text-sm">
        {detail}
      </td>
      <td
        className={cn(
          'col-start-2 row-span-2 row-start-1 self-center text-right font-semibold tabular-nums md:px-4 md:py-3',
          item.amount < 0 ? 'text-destructive' : 'text-primary',
        )}
      >
        {item.amount > 0 ? '+' : ''}
        {formatRupiah(item.amount)}
      </td>
      <td className="col-start-2 text-right text-muted-foreground text-xs tabular-nums md:px-4 md:py-3 md:text-sm">
        {formatRupiah(item.balanceAfter)}
      </td>
    </tr>
  )
}
