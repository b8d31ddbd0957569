import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, pages, prompts, shops } from '../../db/schema.ts'
import { isPublic } from '../../modules/catalog/visibility.ts'

/** The storefront's own pages, before the ones that come from the database. */
const STOREFRONT_PATHS = [
  '/marketplace',
  '/marketplace/prompt',
  '/marketplace/toko',
  '/marketplace/panduan',
]

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char)

interface SitemapEntry {
  path: string
  lastModified?: Date
}

function urlElement(publicUrl: string, entry: SitemapEntry) {
  const lastmod = entry.lastModified
    ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
    : ''
  return `<url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${lastmod}</url>`
}

/**
 * Every public page a search engine should know: the storefront, the static pages, each active
 * shop and each public prompt (published, of an active shop).
 */
export async function buildSitemap(db: Executor, publicUrl: string): Promise<string> {
  const [staticPages, activeShops, publicPrompts] = await Promise.all([
    db
      .select({ slug: pages.slug, lastUpdated: pages.lastUpdated })
      .from(pages)
      .where(eq(pages.companyId, DEFAULT_COMPANY_ID))
      .orderBy(asc(pages.slug)),
    db
      .select({ slug: organizations.slug, lastUpdated: shops.lastUpdated })
      .from(shops)
      .innerJoin(organizations, eq(organizations.id, shops.id))
      .where(eq(shops.status, 'active'))
      .orderBy(asc(organizations.slug)),
    db
      .select({ slug: prompts.slug, lastUpdated: prompts.lastUpdated })
      .from(prompts)
      .innerJoin(shops, eq(shops.id, prompts.shopId))
      .where(isPublic())
      .orderBy(asc(prompts.slug)),
  ])
  const entries: SitemapEntry[] = [
    ...STOREFRONT_PATHS.map((path) => ({ path })),
    ...staticPages.map((page) => ({
      path: `/page/${encodeURIComponent(page.slug)}`,
      lastModified: page.lastUpdated,
    })),
    ...activeShops.map((shop) => ({
      path: `/${encodeURIComponent(shop.slug)}`,
      lastModified: shop.lastUpdated,
    })),
    ...publicPrompts.map((prompt) => ({
      path: `/marketplace/prompt/${encodeURIComponent(prompt.slug)}`,
      lastModified: prompt.lastUpdated,
    })),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(publicUrl, entry)),
    '</urlset>',
    '',
  ].join('\n')
}
