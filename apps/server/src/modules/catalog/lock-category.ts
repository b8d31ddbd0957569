import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/** The category, locked for a change by staff. */
export async function lockCategory(db: Executor, name: string) {
  const [row] = await db.select().from(categories).where(eq(categories.name, name)).for('update')
  if (!row) throw new AppError('NOT_FOUND', 'Kategori tidak ditemukan.')
  return row
}

/** What the audit log keeps of a category before and after a change. */
export const categorySnapshot = (row: typeof categories.$inferSelect) => ({
  title: row.title,
  description: row.description,
  featured: row.featured,
  sortOrder: row.sortOrder,
})
