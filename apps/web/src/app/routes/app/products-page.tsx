import { PromptStatus, promptStatusLabels } from '@pasarprompt/contracts/seller-products'
import { PackageOpen, Plus, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useSellerProducts } from '@/features/catalog/api/list-seller-products'
import { ProductList } from '@/features/catalog/components/product-list'
import { ProductStatusTabs } from '@/features/catalog/components/product-status-tabs'
import { useSearchParamText } from '@/hooks/use-search-param-text'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.products.list

/** /app/product: the shop's prompts by status, searchable, with the way to add one. */
export function ProductsPage() {
  const session = useSession()
  const [params, _setParams] = useSearchParams()
  const status = PromptStatus.safeParse(params.get('status')).data
  const { q, search, setSearch } = useSearchParamText()
  const products = useSellerProducts(session.organizationId, {
    status,
    q: q === '' ? undefined : q,
  })

  const hrefFor = (tabStatus: PromptStatus | undefined) =>
    paths.app.products({ status: tabStatus, q })

  const pages = products.data?.pages ?? []
  const items = pages.flatMap((page) => page.items)
  const counts = pages[0]?.counts
  const shopIsEmpty = counts !== undefined && Object.values(counts).every((count) => count === 0)

  return (
    <div className="grid gap-5">
      <title>{`${text.title} — ${session.vendor?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="text-muted-foreground text-sm">{text.lead}</p>
        </div>
        <Button asChild>
          <Link to={paths.app.newProduct}>
            <Plus aria-hidden="true" />
            {text.add}
          </Link>
        </Button>
      </div>

      <div className="grid gap-3">
        <ProductStatusTabs active={status} counts={counts} hrefFor={hrefFor} />
        <SearchField value={search} onChange={setSearch} text={text} />
      </div>

      {products.isPending ? (
        <ListSkeleton />
      ) : products.error ? (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {text.loadFailed} {products.error.message}
          </span>
          <Button size="sm" variant="outline" onClick={() => products.refetch()}>
            {text.retry}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        shopIsEmpty && !q ? (
          <EmptyState
            icon={<PackageOpen aria-hidden="true" />}
            title={text.emptyTitle}
            body={text.emptyBody}
            action={
              <Button asChild>
                <Link to={paths.app.newProduct}>
                  <Plus aria-hidden="true" />
                  {text.add}
                </Link>
              </Button>
            }
          />
        ) : q ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" />}
            title={text.noResultsTitle(q)}
            body={text.noResultsBody}
            action={
              <Button variant="outline" onClick={() => setSearch('')}>
                {text.clearSearch}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<PackageOpen aria-hidden="true" />}
            title={text.emptyStatusTitle(status ? promptStatusLabels[status] : text.all)}
            body={text.emptyStatusBody}
            action={
              <Button asChild variant="outline">
                <Link to={hrefFor(undefined)}>{text.showAll}</Link>
              </Button>
            }
          />
        )
      ) : (
        <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProductList items={items} />
        </div>
      )}

      {products.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={products.isFetchingNextPage}
          onClick={() => products.fetchNextPage()}
        >
          {products.isFetchingNextPage ? common.loading : text.more}
        </Button>
      ) : null}
    </div>
  )
}

function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode
  title: string
  body: string
  action: ReactNode
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
        {icon}
      </span>
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="max-w-md text-muted-foreground text-sm">{body}</p>
      <div className="mt-1">{action}</div>
    </div>
  )
}

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-20 w-full" />
      ))}
    </div>
  )
}
