import type { PromptCard } from '@pasarprompt/contracts/catalog'
import { and, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { selectCards, toCard } from './prompt-card.ts'
import { isPublic } from './visibility.ts'

/**
 * Cards for the given ids in the order given (a wishlist's order); ids that are unknown,
 * unpublished or of a suspended shop are skipped.
 */
export async function getPromptsByIds(db: Executor, ids: string[]): Promise<PromptCard[]> {
  if (ids.length === 0) return []
  const rows = await selectCards(db).where(and(isPublic(), inArray(prompts.id, ids)))
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
