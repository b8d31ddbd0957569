import { formatDateWib } from '@pasarprompt/contracts/format'
import { IMAGE_SIZES } from '@pasarprompt/contracts/images'
import type { PublicShopPage } from '@pasarprompt/contracts/shops'
import { ExternalLink, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import { ResponsiveImage, smallImageUrl } from '@/components/responsive-image'
import { ShopAvatar } from '@/components/shop-avatar'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { shopAccents } from './shop-accents'

const text = marketplace.shopPage
const WEB_URL = /^https?:\/\//i

/**
 * A shop's public page (`/{shopSlug}`): cover, logo, name, the microsite's headline, bio and
 * links, then its featured prompts and all the others. The page and the seller's preview both
 * render this, so the preview is what visitors get. The prompt grids come from the caller.
 */
export function ShopProfile({
  shop,
  featured,
  prompts,
  action,
  affiliate,
}: {
  shop: PublicShopPage
  /** A button beside the name on the public page ("Chat penjual"); none in the preview. */
  action?: ReactNode
  /** The featured prompts, rendered; shown only when the shop features any. */
  featured: ReactNode
  /** Every other public prompt of the shop, rendered; null hides the section. */
  prompts: ReactNode | null
  /** The affiliate programme's card on the public page (issue 14); none in the preview. */
  affiliate?: ReactNode
}) {
  const accent = shopAccents[shop.microsite.accentColor]
  const about = shop.microsite.bio || shop.description || common.shopNoDescription
  // The server accepts only web addresses; checked again here, since this becomes a link.
  const links = shop.microsite.links.filter((link) => WEB_URL.test(link.url))
  const hasFeatured = shop.featuredPrompts.length > 0

  return (
    <div>
      <div
        className={cn(
          'relative h-32 overflow-hidden rounded-2xl bg-gradient-to-br sm:h-52',
          accent.cover,
        )}
      >
        {shop.bannerUrl ? (
          <ResponsiveImage
            src={shop.bannerUrl}
            sizes={IMAGE_SIZES.page}
            alt=""
            loading="lcp"
            className="size-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.18)_1px,transparent_0)] bg-[length:18px_18px]"
          />
        )}
      </div>

      <header className="relative flex flex-col gap-3 px-1 sm:flex-row sm:items-end sm:gap-5 sm:px-6">
        {shop.logoUrl ? (
          <img
            src={smallImageUrl(shop.logoUrl)}
            alt=""
            className="-mt-10 sm:-mt-8 size-20 shrink-0 rounded-2xl bg-card object-cover shadow-sm ring-4 ring-background sm:size-24"
          />
        ) : (
          <ShopAvatar
            name={shop.name}
            className={cn(
              '-mt-10 sm:-mt-8 size-20 rounded-2xl text-2xl shadow-sm ring-4 ring-background sm:size-24',
              accent.solid,
            )}
          />
        )}
        <div className="min-w-0 sm:pb-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{shop.name}</h1>
          <p className="text-muted-foreground text-sm">
            /{shop.slug} · {marketplace.shops.since(formatDateWib(shop.createdAt))}
          </p>
        </div>
        {action ? <div className="sm:ml-auto sm:pb-1">{action}</div> : null}
      </header>

      <div className="mt-6 grid max-w-3xl gap-4 px-1 sm:px-6">
        {shop.microsite.headline ? (
          <p className="font-semibold text-lg leading-snug sm:text-xl">{shop.microsite.headline}</p>
        ) : null}
        <p className="whitespace-pre-line text-foreground/85 leading-relaxed">{about}</p>
        {links.length > 0 ? (
          <ul aria-label={text.links} className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 font-medium text-sm transition-colors',
                    accent.soft,
                  )}
                >
                  {link.label}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{text.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {affiliate}
      </div>

      {hasFeatured ? (
        <section aria-labelledby="pilihan-toko" className="mt-10">
          <h2 id="pilihan-toko" className="flex items-center gap-2 font-semibold text-xl">
            <Sparkles className={cn('size-5', accent.text)} aria-hidden="true" />
            {text.featured}
          </h2>
          <div className="mt-4">{featured}</div>
        </section>
      ) : null}

      {prompts === null ? null : (
        <section aria-labelledby="prompt-toko" className="mt-10">
          <h2 id="prompt-toko" className="font-semibold text-xl">
            {hasFeatured ? text.allPrompts : marketplace.shops.prompts}
          </h2>
          <div className="mt-4">{prompts}</div>
        </section>
      )}
    </div>
  )
}
