import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { getPromptsByIds } from '@/features/catalog/api/get-prompts-by-ids'
import { PromptGrid } from '@/features/catalog/components/prompt-grid'
import { wishlistKeys } from '@/features/wishlist/api/query-keys'
import { useWishlist } from '@/features/wishlist/api/wishlist'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'

/** /marketplace/wishlist: the saved prompts, resolved with POST /api/v1/product/get (spec §7). */
export function WishlistPage() {
  const session = useSession()
  const { productIds } = useWishlist()
  const prompts = useQuery({
    queryKey: wishlistKeys.cards(productIds),
    queryFn: () => getPromptsByIds(productIds),
    enabled: session.isLoggedIn && productIds.length > 0,
  })

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <title>{`${marketplace.wishlist.title} — ${common.brand.name}`}</title>
      <h1 className="font-bold text-3xl tracking-tight">{marketplace.wishlist.title}</h1>
      <p className="mt-2 text-muted-foreground">{marketplace.wishlist.lead}</p>
      <div className="mt-8">
        {session.isLoading ? (
          <PromptGrid prompts={undefined} loading />
        ) : !session.isLoggedIn ? (
          <div className="rounded-lg border bg-card p-8 text-center">
            <Heart className="mx-auto size-8 text-primary" aria-hidden="true" />
            <p className="mt-3">{marketplace.wishlist.signInFirst}</p>
            <Button asChild className="mt-4">
              <Link to={paths.auth.signIn(paths.marketplace.wishlist)}>{common.topBar.signIn}</Link>
            </Button>
          </div>
        ) : productIds.length === 0 ? (
          <div className="rounded-lg border bg-card p-8 text-center">
            <p>{marketplace.wishlist.empty}</p>
            <Button asChild variant="outline" className="mt-4">
              <Link to={paths.marketplace.prompts()}>{marketplace.wishlist.browse}</Link>
            </Button>
          </div>
        ) : prompts.error ? (
          <Alert variant="destructive">{prompts.error.message}</Alert>
        ) : (
          <PromptGrid prompts={prompts.data?.items} loading={prompts.isPending} headingAs="h2" />
        )}
      </div>
    </div>
  )
}
