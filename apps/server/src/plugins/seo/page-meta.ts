import { RESERVED_SHOP_SLUGS, ShopSlugFormat } from '@pasarprompt/contracts/shops'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { cutAtWord } from '../../lib/cut-at-word.ts'
import { selectCards, toCard } from '../../modules/catalog/prompt-card.ts'
import { isPublic } from '../../modules/catalog/visibility.ts'
import { getPublicShop } from '../../modules/shops/get-public-shop.ts'

/** What link previews and search engines read of one page (ADR 0004). */
export interface PageMeta {
  title: string
  description: string
  /** Absolute. */
  canonicalUrl: string
  ogType: 'product' | 'website'
  /** Absolute; absent when the page has no picture of its own. */
  imageUrl: string | undefined
  /** A schema.org object, serialised into `application/ld+json`. */
  jsonLd: Record<string, unknown>
}

/** The pages that carry their own meta; every other path keeps the app's default. */
export type MetaPage = { kind: 'prompt'; slug: string } | { kind: 'shop'; slug: string }

const PROMPT_PATH = /^\/marketplace\/prompt\/([^/]+)$/

const defaultDescriptions = {
  prompt: (title: string, shop: string) =>
    `Prompt AI “${title}” dari toko ${shop}, siap dipakai di PasarPrompt.`,
  shop: (shop: string) => `Jelajahi prompt AI teruji dari toko ${shop} di PasarPrompt.`,
}

const titleOf = (name: string) => `${name} — PasarPrompt`

/** A path segment as written, decoded (left as it is when it is not valid percent-encoding). */
export function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Plain text on one line, cut like a card's excerpt. */
function summaryOf(text: string) {
  return cutAtWord(text.replace(/\s+/g, ' ').trim())
}

/** A seller's thumbnail as an absolute http(s) URL; anything else is no image at all. */
function absoluteImageUrl(url: string | null, publicUrl: string) {
  if (!url) return undefined
  try {
    const absolute = new URL(url, `${publicUrl}/`)
    return absolute.protocol === 'https:' || absolute.protocol === 'http:'
      ? absolute.href
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Which meta page a path is, if any. A shop owns a single top-level segment, shared with the
 * app's own routes, which no shop can take (RESERVED_SHOP_SLUGS, DESIGN.md §5).
 */
export function metaPageOf(pathname: string): MetaPage | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  const prompt = PROMPT_PATH.exec(path)?.[1]
  if (prompt) return { kind: 'prompt', slug: decodeSegment(prompt) }
  const segments = path.split('/').slice(1)
  if (segments.length !== 1 || !segments[0]) return null
  const shop = ShopSlugFormat.safeParse(decodeSegment(segments[0]))
  if (!shop.success || RESERVED_SHOP_SLUGS.has(shop.data)) return null
  return { kind: 'shop', slug: shop.data }
}

/**
 * The meta of a published prompt of an active shop, or of an active shop; `null` for any other
 * path and for an unknown, unpublished or suspended one. Read only: a preview is not a view, and
 * nothing here reads `prompt_secrets`.
 */
export async function pageMetaFor(
  db: Executor,
  pathname: string,
  env: { publicUrl: string; earningsHoldDays: number },
): Promise<PageMeta | null> {
  const page = metaPageOf(pathname)
  if (!page) return null
  return page.kind === 'prompt'
    ? promptMeta(db, page.slug, env.publicUrl)
    : shopMeta(db, page.slug, env)
}

async function promptMeta(db: Executor, slug: string, publicUrl: string): Promise<PageMeta | null> {
  const [row] = await selectCards(db)
    .where(and(isPublic(), eq(prompts.slug, slug)))
    .limit(1)
  if (!row) return null
  const card = toCard(row)
  const url = `${publicUrl}/marketplace/prompt/${encodeURIComponent(card.slug)}`
  const description = card.excerpt || defaultDescriptions.prompt(card.title, card.shop.name)
  const imageUrl = absoluteImageUrl(card.thumbnailUrl, publicUrl)
  return {
    title: titleOf(card.title),
    description,
    canonicalUrl: url,
    ogType: 'product',
    imageUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: card.title,
      description,
      url,
      ...(imageUrl ? { image: imageUrl } : {}),
      category: card.category.title,
      brand: { '@type': 'Brand', name: card.shop.name },
      offers: {
        '@type': 'Offer',
        price: card.price,
        priceCurrency: 'IDR',
        availability: 'https://schema.org/InStock',
        url,
      },
    },
  }
}

async function shopMeta(
  db: Executor,
  slug: string,
  { publicUrl, earningsHoldDays }: { publicUrl: string; earningsHoldDays: number },
): Promise<PageMeta | null> {
  const shop = await getPublicShop(db, slug, { earningsHoldDays }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null
    throw error
  })
  if (!shop) return null
  const url = `${publicUrl}/${encodeURIComponent(shop.slug)}`
  const description = summaryOf(shop.description) || defaultDescriptions.shop(shop.name)
  return {
    title: titleOf(shop.name),
    description,
    canonicalUrl: url,
    ogType: 'website',
    imageUrl: undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: shop.name,
      url,
      description,
    },
  }
}
