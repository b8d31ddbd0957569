import type { Category } from '@pasarprompt/contracts/catalog'
import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'

/** The spec's categories query: the tenant's categories, optionally only the featured ones. */
export async function listCategories(
  db: Executor,
  input: { companyId: string; featured?: boolean | undefined },
): Promise<Category[]> {
  return db
    .select({
      id: categories.name,
      companyId: categories.companyId,
      name: categories.name,
      title: categories.title,
      description: categories.description,
      featured: categories.featured,
      count: categories.count,
      popularTags: categories.popularTags,
    })
    .from(categories)
    .where(
      and(
        eq(categories.companyId, input.companyId),
        input.featured === undefined ? undefined : eq(categories.featured, input.featured),
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.title))
}
