import type { AdminCategory } from '@pasarprompt/contracts/catalog-for-admin'
import { asc } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'

/** Every category in the storefront's order (the Kategori menu reads the same table). */
export async function listCategoriesForAdmin(db: Executor): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.name,
      companyId: categories.companyId,
      name: categories.name,
      title: categories.title,
      description: categories.description,
      featured: categories.featured,
      count: categories.count,
      popularTags: categories.popularTags,
      sortOrder: categories.sortOrder,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name))
  return rows
}
