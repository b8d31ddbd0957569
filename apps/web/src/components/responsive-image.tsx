import { hasImageVariants, imageSrcSet, imageVariantUrl } from '@pasarprompt/contracts/images'

/**
 * How soon an image loads: `lcp` is the first screen's main picture (fetched first), `eager` is
 * on the first screen too, `lazy` waits until it nears the viewport.
 */
export type ImageLoading = 'lcp' | 'eager' | 'lazy'

/**
 * An upload at the width the layout needs (ADR 0020): its WebP copies in `srcset`, the browser
 * choosing by `sizes`. The box it sits in fixes its shape (an aspect ratio or a size class), so
 * it never moves the page when it arrives. Other URLs are shown as they are.
 */
export function ResponsiveImage({
  src,
  sizes,
  alt,
  loading = 'lazy',
  className,
}: {
  src: string
  sizes: string
  alt: string
  loading?: ImageLoading
  className?: string
}) {
  return (
    <img
      src={hasImageVariants(src) ? imageVariantUrl(src, 640) : src}
      srcSet={imageSrcSet(src)}
      sizes={hasImageVariants(src) ? sizes : undefined}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'lazy' ? 'async' : undefined}
      fetchPriority={loading === 'lcp' ? 'high' : undefined}
      className={className}
    />
  )
}

/**
 * The first card with a picture in a first-screen grid holds its main picture (`mainPicture`,
 * its index); the rest of the first row loads at once too, later ones when scrolled near.
 */
export const imageLoadingAt = (index: number, mainPicture: number): ImageLoading =>
  index === mainPicture ? 'lcp' : index < 4 ? 'eager' : 'lazy'

/** A small picture (logos, list thumbnails): the narrowest copy is already sharp at 3×. */
export const smallImageUrl = (src: string) =>
  hasImageVariants(src) ? imageVariantUrl(src, 320) : src
