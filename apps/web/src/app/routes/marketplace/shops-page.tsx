import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { usePublicShops } from '@/features/shops/api/public-shops'
import { ShopCard } from '@/features/shops/components/shop-card'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

/** /marketplace/toko: every active shop, searchable. */
export function ShopsPage() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const [draft, setDraft] = useState(q)
  const shops = usePublicShops(q)

  // Search as the visitor types, 300 ms after they stop; the query lives in the URL.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (draft.trim() !== q) setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true })
    }, 300)
    return () => clearTimeout(timer)
  }, [draft, q, setParams])

  const items = shops.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <title>{`${marketplace.shops.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-3xl tracking-tight">{marketplace.shops.title}</h1>
      <p className="mt-2 text-muted-foreground">{marketplace.shops.lead}</p>
      <div className="relative mt-6 max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={marketplace.shops.searchPlaceholder}
          aria-label={marketplace.shops.searchLabel}
          className="pl-9"
        />
      </div>

      {shops.isPending ? (
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-32" />
          ))}
        </div>
      ) : shops.error ? (
        <Alert variant="destructive" className="mt-8">
          {shops.error.message}
        </Alert>
      ) : items.length === 0 ? (
        <p className="mt-8 text-muted-foreground">
          {q ? marketplace.shops.noResults(q) : marketplace.shops.none}
        </p>
      ) : (
        <>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((shop) => (
              <li key={shop.slug}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
          {shops.hasNextPage ? (
            <Button
              variant="outline"
              className="mt-8"
              disabled={shops.isFetchingNextPage}
              onClick={() => void shops.fetchNextPage()}
            >
              {shops.isFetchingNextPage ? common.loading : marketplace.shops.more}
            </Button>
          ) : null}
        </>
      )}
    </div>
  )
}
