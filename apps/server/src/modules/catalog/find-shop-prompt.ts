import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'

export interface FindShopPromptOptions {
  shopId: string
  id: string
  forUpdate?: boolean
}

/**
 * The prompt row of this shop, locked for the caller's transaction when `forUpdate`. Another
 * shop's id is the same 404 as an unknown one, so ids reveal nothing (DESIGN.md §4).
 */
export async function findShopPrompt(
  db: Executor,
  { shopId, id, forUpdate = false }: FindShopPromptOptions,
) {
  const query = db
    .select()
    .from(prompts)
    .where(and(eq(prompts.id, id), eq(prompts.shopId, shopId)))
  const [row] = await (forUpdate ? query.for('update') : query)
  if (!row) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan di toko ini.')
  return row
}
