import type { UpdateCategoryInput } from '@pasarprompt/contracts/catalog-for-admin'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { listCategoriesForAdmin } from './list-categories-for-admin.ts'
import { categorySnapshot, lockCategory } from './lock-category.ts'

export interface UpdateCategoryOptions {
  admin: AdminContext
  name: string
  input: UpdateCategoryInput
}

export async function updateCategory(db: Database, { admin, name, input }: UpdateCategoryOptions) {
  await db.transaction(async (tx) => {
    const before = await lockCategory(tx, name)
    const [after] = await tx
      .update(categories)
      .set(
        stampUpdate(admin.actor, {
          title: input.title,
          description: input.description ?? '',
          featured: input.featured ?? false,
        }),
      )
      .where(eq(categories.name, name))
      .returning()
    await recordAudit(tx, admin, {
      action: 'category.update',
      targetType: 'category',
      targetId: name,
      before: categorySnapshot(before),
      after: after ? categorySnapshot(after) : null,
    })
  })
  return listCategoriesForAdmin(db)
}
