import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ShopAvatar } from '@/components/shop-avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptPage

/**
 * The shop behind a prompt, on the prompt's page, with the page's 'Chat penjual' button (a chat
 * opened there is about the prompt).
 */
export function SellerCard({
  shop,
  chatButton,
}: {
  shop: PromptDetail['shop']
  chatButton: ReactNode
}) {
  return (
    <section aria-labelledby="penjual">
      <h2 id="penjual" className="font-semibold text-xl">
        {text.seller}
      </h2>
      <Card className="mt-3 flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ShopAvatar name={shop.name} logoUrl={shop.logoUrl} />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.shop(shop.slug)}
            className="font-semibold text-lg hover:text-primary hover:underline"
          >
            {shop.name}
          </Link>
          {shop.description ? (
            <p className="mt-1 line-clamp-3 whitespace-pre-line text-muted-foreground text-sm">
              {shop.description}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          {chatButton}
          <Button asChild variant="outline" size="sm">
            <Link to={paths.shop(shop.slug)}>{text.visitShop}</Link>
          </Button>
        </div>
      </Card>
    </section>
  )
}
