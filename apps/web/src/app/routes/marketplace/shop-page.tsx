import { useParams } from 'react-router'
import { ShopPageContent } from '@/app/shop-page-content'
import { Skeleton } from '@/components/ui/skeleton'
import { AffiliateProgrammeCard } from '@/features/affiliates/components/affiliate-programme-card'
import { useAffiliateLinkVisit } from '@/features/affiliates/hooks/use-affiliate-link-visit'
import { ChatSellerButton } from '@/features/chat/components/chat-seller-button'
import { usePublicShop } from '@/features/shops/api/public-shops'
import { ApiError } from '@/lib/http'
import { common } from '@/locales/id/common'
import { NotFoundPage } from './not-found-page'

/**
 * /{shopSlug}: a shop's public page with its microsite. Any query string is accepted; an
 * affiliate link's `?aff=` is recorded and stays in the address. An unknown or suspended shop is
 * a 404 page.
 */
export function ShopPage() {
  const { shopSlug = '' } = useParams()
  const shop = usePublicShop(shopSlug)
  useAffiliateLinkVisit(shopSlug ? { shopSlug } : null)

  if (shop.error instanceof ApiError && shop.error.status === 404) return <NotFoundPage />
  if (shop.error) throw shop.error
  if (!shop.data) {
    // As tall as the screen and padded like the page: the footer stays below the fold until the
    // shop arrives, so nothing visible shifts when it does (CLS).
    return (
      <div
        className="mx-auto min-h-dvh max-w-6xl space-y-4 px-4 py-6 sm:py-8"
        role="status"
        aria-label={common.loading}
      >
        <Skeleton className="h-32 w-full rounded-2xl sm:h-52" />
        <Skeleton className="h-20 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <title>{`${shop.data.name} — ${common.brand.name}`}</title>
      <ShopPageContent
        shop={shop.data}
        action={<ChatSellerButton shopSlug={shop.data.slug} />}
        affiliate={
          shop.data.affiliateProgramme ? (
            <AffiliateProgrammeCard
              shopSlug={shop.data.slug}
              programme={shop.data.affiliateProgramme}
            />
          ) : null
        }
      />
    </div>
  )
}
