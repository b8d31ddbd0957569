import { aiModelLabels, type PromptCard as PromptCardData } from '@pasarprompt/contracts/catalog'
import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { formatRating } from '@pasarprompt/contracts/reviews'
import { CircleCheck, Sparkles, Star } from 'lucide-react'
import { Link } from 'react-router'
import { ShopAvatar } from '@/components/shop-avatar'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'

/** The price as buyers read it: 'Gratis' or rupiah. */
export const priceLabel = (price: number) =>
  price === 0 ? common.catalog.free : formatRupiah(price)

/**
 * A prompt in a grid: what it is for, which model, who sells it, and its price; 'Sudah dibeli'
 * when the signed-in viewer owns it (`purchased`, from the grid's one read of their purchases).
 */
export function PromptCard({
  prompt,
  purchased = false,
  className,
}: {
  prompt: PromptCardData
  purchased?: boolean
  className?: string
}) {
  return (
    <Link
      to={paths.marketplace.prompt(prompt.slug)}
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-lg border bg-card transition-colors hover:border-primary/50',
        className,
      )}
    >
      <div className="relative flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-accent to-muted">
        {prompt.thumbnailUrl ? (
          <img src={prompt.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <span className="px-4 text-center font-semibold text-accent-foreground text-sm">
            {aiModelLabels[prompt.model]}
          </span>
        )}
        {prompt.featured ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-medium text-[11px] text-primary-foreground">
            <Sparkles className="size-3" aria-hidden="true" />
            {common.catalog.featured}
          </span>
        ) : null}
        {purchased ? (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full border border-primary/30 bg-card px-2 py-0.5 font-medium text-[11px] text-primary">
            <CircleCheck className="size-3" aria-hidden="true" />
            {common.catalog.purchased}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-muted-foreground text-xs">
          {aiModelLabels[prompt.model]} · {prompt.category.title}
        </p>
        <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">
          {prompt.title}
        </h3>
        <p className="line-clamp-2 text-muted-foreground text-sm">{prompt.excerpt}</p>
        {prompt.ratingCount > 0 ? <CardRating prompt={prompt} /> : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-3">
          <span className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-xs">
            <ShopAvatar
              name={prompt.shop.name}
              logoUrl={prompt.shop.logoUrl}
              className="size-5 rounded-md text-[9px]"
            />
            <span className="truncate">{prompt.shop.name}</span>
          </span>
          <span className="shrink-0 font-semibold">{priceLabel(prompt.price)}</span>
        </div>
      </div>
    </Link>
  )
}

/** "★ 4,7 (12)", read out as "Rating 4,7 dari 5, 12 ulasan". */
function CardRating({ prompt }: { prompt: PromptCardData }) {
  const average = formatRating(prompt.ratingAverageX100)
  const count = formatNumber(prompt.ratingCount)
  return (
    <p className="flex items-center gap-1 text-xs" data-testid="card-rating">
      <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="sr-only">{common.catalog.ratingLabel(average, count)}</span>
      <span aria-hidden="true">{common.catalog.rating(average, count)}</span>
    </p>
  )
}
