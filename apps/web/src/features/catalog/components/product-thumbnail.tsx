import type { AiModel } from '@pasarprompt/contracts/catalog'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { smallImageUrl } from '@/components/responsive-image'
import { cn } from '@/lib/cn'

/** A prompt's cover in a list: its thumbnail, or its model's name as the storefront shows it. */
export function ProductThumbnail({
  url,
  model,
  className,
}: {
  url: string | null
  model: AiModel
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex aspect-video shrink-0 items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted',
        className,
      )}
    >
      {url ? (
        <img
          src={smallImageUrl(url)}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span className="px-1 text-center font-semibold text-[10px] text-accent-foreground leading-tight">
          {aiModelLabels[model]}
        </span>
      )}
    </div>
  )
}
