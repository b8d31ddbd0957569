import type { AiModel, PromptCard } from '@pasarprompt/contracts/catalog'
import { eq } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { categories, organizations, prompts, shops } from '../../db/schema.ts'
import { cutAtWord } from '../../lib/cut-at-word.ts'

/** The columns a prompt card needs, with its shop and category: never the secret. */
export const cardColumns = {
  id: prompts.id,
  slug: prompts.slug,
  title: prompts.title,
  descriptionHtml: prompts.descriptionHtml,
  model: prompts.model,
  modelVersion: prompts.modelVersion,
  categoryName: categories.name,
  categoryTitle: categories.title,
  price: prompts.price,
  thumbnailUrl: prompts.thumbnailUrl,
  shopSlug: organizations.slug,
  shopName: organizations.name,
  shopLogoUrl: shops.logoUrl,
  variableCount: prompts.variableCount,
  sales: prompts.sales,
  featured: prompts.featured,
  publishedAt: prompts.publishedAt,
  ratingAverage: prompts.ratingAverage,
  ratingCount: prompts.ratingCount,
}

/**
 * `select … from prompts` joined to what a card shows and what decides visibility; `extra`
 * columns ride along for views that need more than a card (the prompt page).
 */
export function selectCards<Extra extends SelectedFields = Record<never, never>>(
  db: Executor,
  extra?: Extra,
) {
  return db
    .select({ ...cardColumns, ...(extra as Extra) })
    .from(prompts)
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .innerJoin(organizations, eq(organizations.id, prompts.shopId))
    .innerJoin(categories, eq(categories.name, prompts.categoryName))
}

export type CardRow = Awaited<ReturnType<typeof selectCards<Record<never, never>>>>[number]

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/** The description as plain text, cut at a word within the spec's 150 characters. */
export function excerptOf(html: string): string {
  const text = html
    // Block elements separate words; inline ones (`<code>`, `<strong>`) sit inside a sentence.
    .replace(/<\/?(p|br|li|ul|ol|h[1-3]|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
  return cutAtWord(text)
}

export function toCard(row: CardRow): PromptCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.descriptionHtml),
    model: row.model as AiModel,
    modelVersion: row.modelVersion,
    category: { name: row.categoryName, title: row.categoryTitle },
    price: row.price,
    thumbnailUrl: row.thumbnailUrl,
    shop: { slug: row.shopSlug, name: row.shopName, logoUrl: row.shopLogoUrl },
    variableCount: row.variableCount,
    sales: row.sales,
    ratingAverageX100: row.ratingAverage,
    ratingCount: row.ratingCount,
    featured: row.featured,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  }
}
