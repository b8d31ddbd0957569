import { formatDate } from '@pasarprompt/contracts/format'
import { useParams } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { usePrompts } from '@/features/catalog/api/catalog'
import { PromptGrid } from '@/features/catalog/components/prompt-grid'
import { usePublicShop } from '@/features/shops/api/public-shops'
import { ShopAvatar } from '@/features/shops/components/shop-avatar'
import { ApiError } from '@/lib/http'
import { t } from '@/locales/id'
import { NotFoundPage } from './not-found-page'

/**
 * /{shopSlug}: a shop's public page. Any query string is accepted (affiliate links carry
 * `?aff=`); an unknown or suspended shop is a 404 page.
 */
export function ShopPage() {
  const { shopSlug = '' } = useParams()
  const shop = usePublicShop(shopSlug)
  const prompts = usePrompts({ shop: shopSlug.toLowerCase(), limit: 48 })

  if (shop.error instanceof ApiError && shop.error.status === 404) return <NotFoundPage />
  if (shop.error) throw shop.error
  if (!shop.data) {
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-12" role="status" aria-label={t.loading}>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <title>{`${shop.data.name} — ${t.brand.name}`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ShopAvatar name={shop.data.name} className="size-16 text-xl" />
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{shop.data.name}</h1>
          <p className="text-muted-foreground text-sm">
            /{shop.data.slug} · {t.shops.since(formatDate(shop.data.createdAt))}
          </p>
        </div>
      </header>
      <p className="mt-6 max-w-3xl whitespace-pre-line text-lg">
        {shop.data.description || t.app.noDescription}
      </p>
      <section aria-labelledby="prompt-toko" className="mt-10">
        <h2 id="prompt-toko" className="font-semibold text-xl">
          {t.shops.prompts}
        </h2>
        {prompts.data?.items.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t.shops.noPrompts}</p>
        ) : (
          <PromptGrid prompts={prompts.data?.items} loading={prompts.isPending} className="mt-4" />
        )}
      </section>
    </div>
  )
}
