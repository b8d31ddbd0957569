import { isTryableModel } from '@pasarprompt/contracts/tries'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptSecrets, prompts, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { isPublic } from '../catalog/visibility.ts'
import { type TryTemplate, tryTemplate } from './try-template.ts'

export interface TryablePrompt {
  id: string
  shopId: string
  freePerDay: number
  /** The secret template as a try uses it: only the model's request and the leak guard read it. */
  template: TryTemplate
}

/**
 * A published prompt whose shop offers tries, with its secret text. Anything else (a draft, an
 * image prompt, tries switched off) is the 404 of a prompt that cannot be tried.
 */
export async function findTryablePrompt(db: Executor, slug: string): Promise<TryablePrompt> {
  const [row] = await db
    .select({
      id: prompts.id,
      shopId: prompts.shopId,
      model: prompts.model,
      price: prompts.price,
      freePerDay: prompts.freeTriesPerDay,
      promptText: promptSecrets.promptText,
    })
    .from(prompts)
    .innerJoin(shops, eq(shops.id, prompts.shopId))
    .innerJoin(promptSecrets, eq(promptSecrets.promptId, prompts.id))
    .where(and(isPublic(), eq(prompts.slug, slug)))
    .limit(1)
  if (!row || row.freePerDay === 0 || row.price === 0 || !isTryableModel(row.model)) {
    throw new AppError('NOT_FOUND', 'Prompt ini tidak bisa dicoba.')
  }
  return {
    id: row.id,
    shopId: row.shopId,
    freePerDay: row.freePerDay,
    template: tryTemplate(row.promptText),
  }
}
