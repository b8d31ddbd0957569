import { PromptStatus } from '@pasarprompt/contracts/catalog'
import { useSearchParams } from 'react-router'
import { SearchField } from '@/components/search-field'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useSellerProducts } from '@/features/catalog/api/list-seller-products'
import { NewProductButton } from '@/features/catalog/components/new-product-button'
import { ProductList } from '@/features/catalog/components/product-list'
import { ProductListSkeleton } from '@/features/catalog/components/product-list-skeleton'
import { ProductStatusTabs } from '@/features/catalog/components/product-status-tabs'
import { SellerProductsEmpty } from '@/features/catalog/components/seller-products-empty'
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
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl">{text.title}</h1>
          <p className="text-muted-foreground text-sm">{text.lead}</p>
        </div>
        <NewProductButton />
      </div>

      <div className="grid gap-3">
        <ProductStatusTabs active={status} counts={counts} hrefFor={hrefFor} />
        <SearchField value={search} onChange={setSearch} text={text} />
      </div>

      {products.isPending ? (
        <ProductListSkeleton />
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
        <SellerProductsEmpty
          shopIsEmpty={shopIsEmpty}
          q={q}
          status={status}
          onClearSearch={() => setSearch('')}
          allHref={hrefFor(undefined)}
        />
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
