import { bucketLabels, SHOP_BUCKETS } from '@pasarprompt/contracts/ledger-for-shop'
import { Download } from 'lucide-react'
import { FilterButtons } from '@/components/list/filter-buttons'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import {
  type BucketFilter,
  transactionsCsvUrl,
  useShopTransactions,
} from '@/features/ledger/api/list-shop-transactions'
import { TransactionsTable } from '@/features/ledger/components/transactions-table'
import { useSearchParam } from '@/hooks/use-search-param'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.transactions

const isBucket = (value: string | null): value is NonNullable<BucketFilter> =>
  (SHOP_BUCKETS as readonly string[]).includes(value ?? '')

/** /app/transaction: the shop's money, one row per event, with balances and a CSV (owners and admins). */
export function TransactionsPage() {
  const session = useSession()
  const canManage = session.role === 'owner' || session.role === 'admin'
  const [raw, setBucket] = useSearchParam('saldo')
  const bucket: BucketFilter = isBucket(raw) ? raw : undefined
  const transactions = useShopTransactions(canManage ? session.organizationId : null, bucket)
  const items = transactions.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
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
            <TransactionsTable items={items} bucket={bucket} />
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
