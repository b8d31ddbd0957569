/**
 * Responsive copies of uploaded images (ADR 0020). Every upload is `/uploads/{shopId}/{id}.webp`;
 * its copy `w` pixels wide (never wider than the upload itself) is `/uploads/{shopId}/{id}.w{w}.webp`,
 * made by the server on first request and kept. The web app and the server's preload links build
 * the same `srcset` from the same widths.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

const UPLOAD_URL = /^\/uploads\/[0-9a-zA-Z-]+\/[0-9a-f-]{36}\.webp$/

/** Whether the server makes width copies of this URL (only its own uploads). */
export const hasImageVariants = (url: string) => UPLOAD_URL.test(url)

/** The copy of an upload `width` pixels wide. */
export const imageVariantUrl = (url: string, width: ImageWidth) =>
  `${url.slice(0, -'.webp'.length)}.w${width}.webp`

/** `srcset` for an upload; `undefined` for any other URL, which is shown as it is. */
export function imageSrcSet(url: string): string | undefined {
  if (!hasImageVariants(url)) return undefined
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ')
}

/**
 * `sizes` of the images the storefront shows (CSS pixels): the prompt grid is two columns on
 * phones and four from `lg` in a 72rem column; the prompt page's and shop page's main pictures
 * span the content column.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 1024px) 270px, 50vw',
  logo: '96px',
  page: '(min-width: 1152px) 1120px, calc(100vw - 2rem)',
  pageColumn: '(min-width: 1024px) 740px, calc(100vw - 2rem)',
} as const
