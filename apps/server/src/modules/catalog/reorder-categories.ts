import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { listCategoriesForAdmin } from './list-categories-for-admin.ts'

/** A new order for all categories at once; a list that leaves one out or adds one is refused. */
export async function reorderCategories(db: Database, admin: AdminContext, names: string[]) {
  await db.transaction(async (tx) => {
    const current = await listCategoriesForAdmin(tx)
    const known = new Set(current.map((category) => category.name))
    if (
      names.length !== known.size ||
      new Set(names).size !== names.length ||
      names.some((n) => !known.has(n))
    ) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Urutan harus memuat setiap kategori tepat satu kali.',
      )
    }
    for (const [index, name] of names.entries()) {
      await tx
        .update(categories)
        .set(stampUpdate(admin.actor, { sortOrder: index }))
        .where(eq(categories.name, name))
    }
    await recordAudit(tx, admin, {
      action: 'category.reorder',
      targetType: 'category',
      targetId: '*',
      before: current.map((category) => category.name),
      after: names,
    })
  })
  return listCategoriesForAdmin(db)
}
