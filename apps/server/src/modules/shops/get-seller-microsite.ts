import type { SellerMicrosite } from '@pasarprompt/contracts/shops-microsite'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, prompts, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { readMicrosite } from './microsite-content.ts'

/** The editor offers the best sellers; a shop with more published prompts features among these. */
const PROMPT_OPTIONS_LIMIT = 100

/** The active shop's microsite, for any of its members (the content itself is public). */
export async function getSellerMicrosite(
  db: Executor,
  context: ShopContext,
): Promise<SellerMicrosite> {
  const [shop] = await db
    .select({
      slug: organizations.slug,
      name: organizations.name,
      status: shops.status,
      logoUrl: shops.logoUrl,
      bannerUrl: shops.bannerUrl,
      microsite: shops.microsite,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(eq(shops.id, context.organizationId))
    .limit(1)
  if (!shop) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')

  const microsite = readMicrosite(shop.microsite)
  const publishedPrompts = await db
    .select({
      id: prompts.id,
      slug: prompts.slug,
      title: prompts.title,
      thumbnailUrl: prompts.thumbnailUrl,
      price: prompts.price,
      sales: prompts.sales,
    })
    .from(prompts)
    .where(and(eq(prompts.shopId, context.organizationId), eq(prompts.status, 'published')))
    .orderBy(desc(prompts.sales), asc(prompts.title))
    .limit(PROMPT_OPTIONS_LIMIT)
  // A featured prompt archived since it was chosen leaves the list, so the form saves as shown.
  const stillPublished = await publishedAmong(
    db,
    context.organizationId,
    microsite.featuredPromptIds,
  )
  return {
    microsite: {
      ...microsite,
      featuredPromptIds: microsite.featuredPromptIds.filter((id) => stillPublished.has(id)),
    },
    shop: {
      slug: shop.slug,
      name: shop.name,
      status: shop.status,
      logoUrl: shop.logoUrl,
      bannerUrl: shop.bannerUrl,
    },
    publishedPrompts,
  }
}

/** Which of these ids are published prompts of this shop (another shop's ids never are). */
export async function publishedAmong(
  db: Executor,
  shopId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(
      and(eq(prompts.shopId, shopId), eq(prompts.status, 'published'), inArray(prompts.id, ids)),
    )
  return new Set(rows.map((row) => row.id))
}
