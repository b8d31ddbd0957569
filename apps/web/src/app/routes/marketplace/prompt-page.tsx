import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { lazy, Suspense } from 'react'
import { useParams } from 'react-router'
import { RichText } from '@/components/rich-text'
import { useAffiliateLinkVisit } from '@/features/affiliates/hooks/use-affiliate-link-visit'
import { usePrompt } from '@/features/catalog/api/get-prompt'
import { MoreFromShop } from '@/features/catalog/components/prompt-page/more-from-shop'
import { PromptBreadcrumb } from '@/features/catalog/components/prompt-page/prompt-breadcrumb'
import { PromptExamples } from '@/features/catalog/components/prompt-page/prompt-examples'
import { PromptHeader } from '@/features/catalog/components/prompt-page/prompt-header'
import { PromptPageSkeleton } from '@/features/catalog/components/prompt-page/prompt-page-skeleton'
import { PromptTags } from '@/features/catalog/components/prompt-page/prompt-tags'
import { PurchaseCard } from '@/features/catalog/components/prompt-page/purchase-card'
import { ChatSellerButton } from '@/features/chat/components/chat-seller-button'
import { BuyAction } from '@/features/orders/components/buy-action'
import { useOrderLiveUpdates } from '@/features/orders/hooks/use-order-live-updates'
import { usePromptAccess } from '@/features/orders/hooks/use-prompt-access'
import { PromptReviews } from '@/features/reviews/components/prompt-reviews'
import { SellerCard } from '@/features/shops/components/seller-card'
import { TryPromptButton } from '@/features/tries/components/try-prompt-button'
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle'
import { ApiError } from '@/lib/http'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { NotFoundPage } from './not-found-page'

const text = marketplace.promptPage

// Only a signed-in affiliate of the shop sees it, once the session is known.
const AffiliatePromptLink = lazy(() =>
  import('@/features/affiliates/components/affiliate-prompt-link').then((module) => ({
    default: module.AffiliatePromptLink,
  })),
)

// Only the prompt's buyer sees it, once the session is known (never in the server's page).
const PurchasedPrompt = lazy(() =>
  import('@/features/orders/components/purchased-prompt').then((module) => ({
    default: module.PurchasedPrompt,
  })),
)

/**
 * /marketplace/prompt/{slug}: a prompt's public page. It shows everything a buyer needs to
 * decide — examples, description, what the prompt was tested with — but not the prompt text,
 * which no public endpoint returns (DESIGN.md §4): only its buyer reads it here, from their
 * purchases.
 */
export function PromptPage() {
  const { slug = '' } = useParams()
  const prompt = usePrompt(slug)

  if (prompt.error instanceof ApiError && prompt.error.status === 404) return <NotFoundPage />
  if (prompt.error) throw prompt.error
  if (!prompt.data) return <PromptPageSkeleton />
  return <PromptView prompt={prompt.data} />
}

function PromptView({ prompt }: { prompt: PromptDetail }) {
  const access = usePromptAccess(prompt)
  const { isLoggedIn } = useSession()
  useAffiliateLinkVisit({ promptId: prompt.id })
  // A purchase finished in another tab opens the prompt here too.
  useOrderLiveUpdates()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <title>{`${prompt.title} — ${common.brand.name}`}</title>
      <PromptBreadcrumb prompt={prompt} />
      {/* Phone: title, purchase card, content. Desktop: the card sits beside both, and sticks. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <PromptHeader prompt={prompt} className="min-w-0 lg:col-span-2" />
        <aside aria-label={text.purchase} className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <PurchaseCard
            prompt={prompt}
            action={
              <>
                <BuyAction prompt={prompt} access={access} />
                {/* "Coba dulu" (issue 31): offered to whoever has not bought the prompt. */}
                {prompt.freeTriesPerDay > 0 && (access === 'buy' || access === 'checking') ? (
                  <TryPromptButton
                    slug={prompt.slug}
                    freePerDay={prompt.freeTriesPerDay}
                    buyAction={<BuyAction prompt={prompt} access={access} />}
                  />
                ) : null}
              </>
            }
            wishlist={<WishlistToggle promptId={prompt.id} />}
            showUnlockNote={access === 'buy' || access === 'checking'}
            className="lg:sticky lg:top-24"
          />
        </aside>
        <div className="min-w-0 space-y-10 lg:col-span-2">
          {/* Only for an affiliate of this shop: the link to share, where it is seen first. */}
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <AffiliatePromptLink shopSlug={prompt.shop.slug} promptSlug={prompt.slug} />
            </Suspense>
          ) : null}
          {access === 'owned' ? (
            <Suspense fallback={null}>
              <PurchasedPrompt productId={prompt.id} access={null} />
            </Suspense>
          ) : null}
          <PromptExamples prompt={prompt} />
          <section aria-labelledby="deskripsi">
            <h2 id="deskripsi" className="font-semibold text-xl">
              {text.description}
            </h2>
            <RichText html={prompt.descriptionHtml} className="mt-3" />
            <PromptTags tags={prompt.tags} />
          </section>
          <PromptReviews prompt={prompt} />
          <SellerCard
            shop={prompt.shop}
            chatButton={
              <ChatSellerButton shopSlug={prompt.shop.slug} promptId={prompt.id} size="sm" />
            }
          />
        </div>
      </div>
      <MoreFromShop prompt={prompt} />
    </div>
  )
}
