import { eq } from 'drizzle-orm'
import type { Transaction } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

/** The shop's row, locked for a change by staff. */
export async function lockShop(tx: Transaction, id: string) {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, id)).for('update')
  if (!shop) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return shop
}
