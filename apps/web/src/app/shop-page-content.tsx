import type { PublicShopPage } from '@pasarprompt/contracts/shops'
import type { ReactNode } from 'react'
import { usePrompts } from '@/features/catalog/api/list-prompts'
import { PromptGrid } from '@/features/catalog/components/prompt-grid'
import { ShopProfile } from '@/features/shops/components/shop-profile'
import { marketplace } from '@/locales/id/marketplace'

/**
 * A shop's page with its prompts: the public `/{shopSlug}` and the seller's preview in
 * `/app/microsite/view` both render this one component.
 */
export function ShopPageContent({
  shop,
  action,
  affiliate,
}: {
  shop: PublicShopPage
  action?: ReactNode
  affiliate?: ReactNode
}) {
  const prompts = usePrompts({ shop: shop.slug, limit: 48 })
  const featuredIds = new Set(shop.featuredPrompts.map((prompt) => prompt.id))
  const others = prompts.data?.items.filter((prompt) => !featuredIds.has(prompt.id))
  const hasFeatured = featuredIds.size > 0

  let list: ReactNode
  if (others === undefined) list = <PromptGrid prompts={undefined} loading />
  else if (others.length > 0) list = <PromptGrid prompts={others} />
  // Everything the shop sells is featured already: no second, empty list.
  else if (hasFeatured) list = null
  else list = <p className="text-muted-foreground">{marketplace.shops.noPrompts}</p>

  return (
    <ShopProfile
      shop={shop}
      featured={<PromptGrid prompts={shop.featuredPrompts} firstScreen />}
      prompts={list}
      action={action}
      affiliate={affiliate}
    />
  )
}
