import { type AiModel, aiModelLabels } from '@pasarprompt/contracts/catalog'
import { formatDate, formatRupiah } from '@pasarprompt/contracts/format'
import { Link, useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAdminProducts } from '@/features/admin/api/review'
import { ProductStatusBadge } from '@/features/seller-products/components/product-status-badge'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { cn } from '@/lib/cn'
import { t } from '@/locales/id'

const text = t.admin.review

/** /admin/product: the review queue first; every prompt of every shop on the second tab. */
export function AdminProductsPage() {
  const [params, setParams] = useSearchParams()
  const view = params.get('tampil') === 'semua' ? 'all' : 'queue'
  const { q, search, setSearch } = useSearchParamText()
  const products = useAdminProducts({ view, q: q || undefined })
  const pages = products.data?.pages ?? []
  const items = pages.flatMap((page) => page.items)
  const queueCount = pages[0]?.queueCount

  const choose = (next: 'queue' | 'all') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'all') updated.set('tampil', 'semua')
        else updated.delete('tampil')
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
      <div className="flex flex-wrap gap-2">
        {(['queue', 'all'] as const).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === view ? 'default' : 'outline'}
            aria-pressed={option === view}
            onClick={() => choose(option)}
          >
            {option === 'queue' ? text.queue : text.all}
            {option === 'queue' && queueCount !== undefined ? ` (${queueCount})` : ''}
          </Button>
        ))}
      </div>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={text.searchPlaceholder}
        label={text.searchLabel}
        clearLabel={text.clearSearch}
      />
      {products.error ? (
        <Alert variant="destructive">{products.error.message}</Alert>
      ) : products.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : items.length === 0 ? (
        <Alert>{view === 'queue' && !q ? text.emptyQueue : text.empty}</Alert>
      ) : (
        <Card
          className={cn(
            'overflow-hidden transition-opacity',
            products.isPlaceholderData && 'opacity-60',
          )}
        >
          <ul className="divide-y">
            {items.map((item) => (
              <li
                key={item.id}
                className="relative flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-muted/40"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/product/${item.id}`}
                    className="font-medium hover:underline after:absolute after:inset-0"
                  >
                    {item.title}
                  </Link>
                  <p className="truncate text-muted-foreground text-xs">
                    {item.shop.name} · {aiModelLabels[item.model as AiModel] ?? item.model}
                    {item.submittedAt ? ` · ${text.submitted(formatDate(item.submittedAt))}` : ''}
                  </p>
                </div>
                <span className="flex flex-wrap items-center gap-2">
                  {item.revisionInReview ? (
                    <span className="rounded-full border border-primary/40 px-2.5 py-0.5 text-primary text-xs">
                      {text.newVersion}
                    </span>
                  ) : null}
                  {item.featured ? (
                    <span className="rounded-full bg-accent px-2.5 py-0.5 text-accent-foreground text-xs">
                      {text.featured}
                    </span>
                  ) : null}
                  <ProductStatusBadge status={item.status} />
                  <span className="w-24 text-right font-semibold text-sm tabular-nums">
                    {item.price === 0 ? t.catalog.free : formatRupiah(item.price)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {products.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={products.isFetchingNextPage}
          onClick={() => void products.fetchNextPage()}
        >
          {products.isFetchingNextPage ? t.processing : text.more}
        </Button>
      ) : null}
    </div>
  )
}
