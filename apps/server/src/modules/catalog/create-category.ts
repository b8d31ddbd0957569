import type { CreateCategoryInput } from '@pasarprompt/contracts/catalog-for-admin'
import { max } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { listCategoriesForAdmin } from './list-categories-for-admin.ts'
import { categorySnapshot } from './lock-category.ts'

export async function createCategory(
  db: Database,
  admin: AdminContext,
  input: CreateCategoryInput,
) {
  await db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(categories.sortOrder) }).from(categories)
    const values = {
      name: input.name,
      title: input.title,
      description: input.description ?? '',
      featured: input.featured ?? false,
      sortOrder: (last?.n ?? -1) + 1,
    }
    const [created] = await tx
      .insert(categories)
      .values(stampInsert(admin.actor, values))
      .onConflictDoNothing()
      .returning()
    if (!created) {
      throw new AppError('CONFLICT', 'Slug kategori sudah dipakai.', {
        fields: [{ path: 'body.name', message: 'Slug kategori sudah dipakai.' }],
      })
    }
    await recordAudit(tx, admin, {
      action: 'category.create',
      targetType: 'category',
      targetId: input.name,
      after: categorySnapshot(created),
    })
  })
  return listCategoriesForAdmin(db)
}
