import type { PromptCard as PromptCardData } from '@pasarprompt/contracts/catalog'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { formatNumber, formatRating } from '@pasarprompt/contracts/format'
import { IMAGE_SIZES } from '@pasarprompt/contracts/images'
import { CircleCheck, Sparkles, Star } from 'lucide-react'
import { PrefetchLink } from '@/components/prefetch-link'
import { type ImageLoading, ResponsiveImage } from '@/components/responsive-image'
import { ShopAvatar } from '@/components/shop-avatar'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { priceLabel } from '@/lib/price-label'
import { common } from '@/locales/id/common'

/** The price as buyers read it: 'Gratis' or rupiah. */
/**
 * Two columns on phones (390 px), as the big Indonesian marketplaces show products; wider screens
 * add columns through the `lg:`/`xl:` classes each grid appends.
 */
export const promptGridClass = 'grid grid-cols-2 gap-3 sm:gap-4'

/**
 * A prompt in a grid: what it is for, which model, who sells it, and its price; 'Sudah dibeli'
 * when the signed-in viewer owns it (`purchased`, from the grid's one read of their purchases).
 *
 * Below `sm` the card is compact, half a phone's width: thumbnail (which already names the model
 * and category), a two-line title, the price, rating and sales, and the shop. From `sm` up it
 * also shows the model line and the excerpt, with the price beside the shop.
 */
export function PromptCard({
  prompt,
  purchased = false,
  imageLoading = 'lazy',
  headingAs: Heading = 'h3',
  className,
}: {
  prompt: PromptCardData
  purchased?: boolean
  /** Cards on the first screen load their thumbnail at once (see PromptGrid). */
  imageLoading?: ImageLoading
  /**
   * The title's level: h3 in a section with its own h2 (the default), h2 where the grid sits
   * right under the page's h1 (the prompt list, the wishlist).
   */
  headingAs?: 'h2' | 'h3'
  className?: string
}) {
  const price = priceLabel(prompt.price)
  return (
    <PrefetchLink
      to={paths.marketplace.prompt(prompt.slug)}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-lg border bg-card transition-colors hover:border-primary/50',
        className,
      )}
    >
      <div className="relative flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-accent to-muted">
        {prompt.thumbnailUrl ? (
          <ResponsiveImage
            src={prompt.thumbnailUrl}
            sizes={IMAGE_SIZES.card}
            alt=""
            loading={imageLoading}
            className="size-full object-cover"
          />
        ) : (
          <span className="px-4 text-center font-semibold text-accent-foreground text-sm">
            {aiModelLabels[prompt.model]}
          </span>
        )}
        {/* On a phone's half-width card the thumbnail's own title fills the top left corner:
            Unggulan sits at the bottom right there, clear of the model and category labels. */}
        {prompt.featured ? (
          <span className="absolute right-1.5 bottom-1.5 inline-flex items-center gap-1 rounded-full bg-primary px-1.5 py-0.5 font-medium text-[10px] text-primary-foreground sm:top-2 sm:right-auto sm:bottom-auto sm:left-2 sm:px-2 sm:text-[11px]">
            <Sparkles className="size-3" aria-hidden="true" />
            {common.catalog.featured}
          </span>
        ) : null}
        {purchased ? (
          <span className="absolute top-1.5 right-1.5 inline-flex items-center gap-1 rounded-full border border-primary/30 bg-card px-1.5 py-0.5 font-medium text-[10px] text-primary sm:top-2 sm:right-2 sm:px-2 sm:text-[11px]">
            <CircleCheck className="size-3" aria-hidden="true" />
            {common.catalog.purchased}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-4">
        <p className="hidden text-muted-foreground text-xs sm:block">
          {aiModelLabels[prompt.model]} · {prompt.category.title}
        </p>
        <Heading className="line-clamp-2 font-semibold text-sm leading-snug group-hover:text-primary sm:text-base">
          {prompt.title}
        </Heading>
        <p className="font-bold sm:hidden">{price}</p>
        <p className="hidden line-clamp-2 text-muted-foreground text-sm sm:block">
          {prompt.excerpt}
        </p>
        <CardStats prompt={prompt} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-1.5 sm:pt-3">
          <span className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-xs">
            <ShopAvatar
              name={prompt.shop.name}
              logoUrl={prompt.shop.logoUrl}
              className="size-4 rounded text-[8px] sm:size-5 sm:rounded-md sm:text-[9px]"
            />
            <span className="truncate">{prompt.shop.name}</span>
          </span>
          <span className="hidden shrink-0 font-semibold sm:inline">{price}</span>
        </div>
      </div>
    </PrefetchLink>
  )
}

/**
 * "★ 4,7 (12)", read out as "Rating 4,7 dari 5, 12 ulasan"; phones add "· 3 terjual", the line
 * marketplace shoppers compare cards by.
 */
function CardStats({ prompt }: { prompt: PromptCardData }) {
  const rated = prompt.ratingCount > 0
  if (!rated && prompt.sales === 0) return null
  const average = formatRating(prompt.ratingAverageX100)
  const count = formatNumber(prompt.ratingCount)
  return (
    <p
      className={cn('flex items-center gap-1 text-xs', !rated && 'sm:hidden')}
      data-testid="card-stats"
    >
      {rated ? (
        <span className="flex items-center gap-1" data-testid="card-rating">
          <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
          <span className="sr-only">{common.catalog.ratingLabel(average, count)}</span>
          <span aria-hidden="true">{common.catalog.rating(average, count)}</span>
        </span>
      ) : null}
      {prompt.sales > 0 ? (
        <span className="text-muted-foreground sm:hidden">
          {rated ? <span aria-hidden="true">· </span> : null}
          {common.catalog.sold(prompt.sales)}
        </span>
      ) : null}
    </p>
  )
}
