import type { AdminProductDetail } from '@pasarprompt/contracts/catalog-for-admin'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories, organizations, prompts, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { getCopyCheck } from '../copies/get-copy-check.ts'
import { getPromptForShop } from './get-prompt-for-shop.ts'

/**
 * One prompt as its reviewer sees it: the seller's view (secret included), its shop, and its
 * newest copy check with the other shops' prompts it found close (issue 32).
 */
export async function getPromptForAdmin(db: Executor, id: string): Promise<AdminProductDetail> {
  const [row] = await db
    .select({
      shopId: organizations.id,
      shopName: organizations.name,
      shopSlug: organizations.slug,
      shopStatus: shops.status,
      featured: prompts.featured,
      categoryTitle: categories.title,
    })
    .from(prompts)
    .innerJoin(organizations, eq(organizations.id, prompts.shopId))
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .innerJoin(categories, eq(categories.name, prompts.categoryName))
    .where(eq(prompts.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  return {
    ...(await getPromptForShop(db, row.shopId, id)),
    featured: row.featured,
    categoryTitle: row.categoryTitle,
    shop: { id: row.shopId, name: row.shopName, slug: row.shopSlug, status: row.shopStatus },
    copyCheck: await getCopyCheck(db, id),
  }
}
