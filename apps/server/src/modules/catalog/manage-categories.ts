import type {
  AdminCategory,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/admin-platform'
import { asc, count, eq, max } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { categories, prompts } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'

/** Every category in the storefront's order (the Kategori menu reads the same table). */
export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  const rows = await db
    .select({
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

async function findCategory(db: Executor, name: string) {
  const [row] = await db.select().from(categories).where(eq(categories.name, name)).for('update')
  if (!row) throw new AppError('NOT_FOUND', 'Kategori tidak ditemukan.')
  return row
}

const snapshot = (row: typeof categories.$inferSelect) => ({
  title: row.title,
  description: row.description,
  featured: row.featured,
  sortOrder: row.sortOrder,
})

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
      after: snapshot(created),
    })
  })
  return listAdminCategories(db)
}

export async function updateCategory(
  db: Database,
  admin: AdminContext,
  name: string,
  input: UpdateCategoryInput,
) {
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, name)
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
      before: snapshot(before),
      after: after ? snapshot(after) : null,
    })
  })
  return listAdminCategories(db)
}

/** A new order for all categories at once; a list that leaves one out or adds one is refused. */
export async function reorderCategories(db: Database, admin: AdminContext, names: string[]) {
  await db.transaction(async (tx) => {
    const current = await listAdminCategories(tx)
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
  return listAdminCategories(db)
}

/** Deletes a category no prompt uses (in any status): a prompt must always have its category. */
export async function deleteCategory(db: Database, admin: AdminContext, name: string) {
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, name)
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
      before: snapshot(before),
    })
  })
  await refreshCategoryStats(db)
  return listAdminCategories(db)
}
