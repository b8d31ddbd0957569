import type { PromptDetail, PromptExample } from '@pasarprompt/contracts/catalog'
import { isTryableModel } from '@pasarprompt/contracts/tries'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prompts, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { latestPromptVersion } from './latest-prompt-version.ts'
import { selectCards, toCard } from './prompt-card.ts'
import { readExamples } from './prompt-examples.ts'
import { isPublic } from './visibility.ts'

/**
 * A published prompt's public page by slug. Read only: the API route counts its views
 * (`prompt-view-counter.ts`), a cached answer's included; the page the server sends with this
 * answer inside (ADR 0020) counts none, since link previews and crawlers fetch it too.
 */
export async function getPrompt(
  db: Executor,
  slug: string,
  { triesAvailable }: { triesAvailable: boolean },
): Promise<PromptDetail> {
  const [row] = await selectCards(db, {
    tags: prompts.tags,
    shopDescription: shops.description,
    guaranteeDays: prompts.guaranteeDays,
    freeTriesPerDay: prompts.freeTriesPerDay,
  })
    .where(and(isPublic(), eq(prompts.slug, slug)))
    .limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  const examples = await readExamples(db, row.id)
  const latest = await latestPromptVersion(db, row.id)

  const card = toCard(row)
  return {
    ...card,
    descriptionHtml: row.descriptionHtml,
    guaranteeDays: row.guaranteeDays,
    freeTriesPerDay:
      triesAvailable && row.price > 0 && isTryableModel(row.model) ? row.freeTriesPerDay : 0,
    // A revised prompt's history starts at version 2 (0040). Approving it also writes the prompt's
    // row, whose trigger empties the response cache: this date is never served stale.
    updatedAt: latest ? latest.approvedAt.toISOString() : null,
    tags: row.tags,
    examples: examples as PromptExample[],
    shop: { ...card.shop, description: row.shopDescription },
  }
}
