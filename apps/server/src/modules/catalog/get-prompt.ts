import type { PromptDetail, PromptExample } from '@pasarprompt/contracts/catalog'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { promptDailyStats, promptExamples, prompts, shops } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { selectCards, toCard } from './prompt-card.ts'
import { isPublic } from './visibility.ts'

/** A published prompt's public page by slug; each call counts one view (total and per day). */
export async function getPromptBySlug(db: Database, slug: string): Promise<PromptDetail> {
  return db.transaction(async (tx) => {
    const detail = await readPromptPage(tx, slug)
    await tx
      .update(prompts)
      .set({ views: sql`${prompts.views} + 1` })
      .where(eq(prompts.id, detail.id))
    await tx
      .insert(promptDailyStats)
      .values(stampInsert(systemActor, { promptId: detail.id, day: sql`current_date`, views: 1 }))
      .onConflictDoUpdate({
        target: [promptDailyStats.promptId, promptDailyStats.day],
        set: { views: sql`${promptDailyStats.views} + 1`, lastUpdated: new Date() },
      })
    return detail
  })
}

/**
 * The same page without counting a view: for the page the server sends (ADR 0020), which a link
 * preview or a crawler fetches too; the app's own read counts the visitor's view.
 */
export async function readPromptPage(db: Executor, slug: string): Promise<PromptDetail> {
  const [row] = await selectCards(db, { tags: prompts.tags, shopDescription: shops.description })
    .where(and(isPublic(), eq(prompts.slug, slug)))
    .limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'Prompt tidak ditemukan.')
  const examples = await db
    .select({
      kind: promptExamples.kind,
      text: promptExamples.text,
      imageUrl: promptExamples.imageUrl,
      caption: promptExamples.caption,
    })
    .from(promptExamples)
    .where(eq(promptExamples.promptId, row.id))
    .orderBy(asc(promptExamples.position))
  const card = toCard(row)
  return {
    ...card,
    descriptionHtml: row.descriptionHtml,
    tags: row.tags,
    examples: examples as PromptExample[],
    shop: { ...card.shop, description: row.shopDescription },
  }
}
