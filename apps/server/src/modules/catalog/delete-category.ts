import { count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { listCategoriesForAdmin } from './list-categories-for-admin.ts'
import { categorySnapshot, lockCategory } from './lock-category.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'

/** Deletes a category no prompt uses (in any status): a prompt must always have its category. */
export async function deleteCategory(db: Database, admin: AdminContext, name: string) {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, name)
    const [used] = await tx
      .select({ n: count() })
      .from(prompts)
      .where(eq(prompts.categoryName, name))
    if ((used?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        `Kategori ini masih dipakai ${used?.n} prompt. Pindahkan prompt itu ke kategori lain terlebih dahulu.`,
      )
    }
    await tx.delete(categories).where(eq(categories.name, name))
    await recordAudit(tx, admin, {
      action: 'category.delete',
      targetType: 'category',
      targetId: name,
      before: categorySnapshot(before),
    })
  })
  await refreshCategoryStats(db)
  return listCategoriesForAdmin(db)
}
