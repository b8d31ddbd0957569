import type { PromptStatus } from '@pasarprompt/contracts/catalog'
import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { promptRevisions, promptSecrets } from '../../db/schema.ts'
import { findShopPrompt } from './find-shop-prompt.ts'
import { latestPromptVersion } from './latest-prompt-version.ts'
import { readExamples } from './prompt-examples.ts'

/**
 * One prompt with its secret, examples and pending revision, for the members of its own shop
 * only; the route answers it with `Cache-Control: private, no-store` (DESIGN.md §4).
 */
export async function getPromptForShop(
  db: Executor,
  shopId: string,
  id: string,
): Promise<SellerProduct> {
  const prompt = await findShopPrompt(db, { shopId, id })
  const [secret] = await db.select().from(promptSecrets).where(eq(promptSecrets.promptId, id))
  const examples = await readExamples(db, id)
  const [revision] = await db.select().from(promptRevisions).where(eq(promptRevisions.promptId, id))
  const promptText = secret?.promptText ?? ''
  const latest = await latestPromptVersion(db, id)
  return {
    latestVersion: latest
      ? {
          version: latest.version,
          approvedAt: latest.approvedAt.toISOString(),
          buyersTold: latest.buyersTold,
        }
      : null,
    id: prompt.id,
    slug: prompt.slug,
    title: prompt.title,
    descriptionHtml: prompt.descriptionHtml,
    model: prompt.model as SellerProduct['model'],
    modelVersion: prompt.modelVersion,
    categoryName: prompt.categoryName,
    tags: prompt.tags,
    price: prompt.price,
    guaranteeDays: prompt.guaranteeDays,
    freeTriesPerDay: prompt.freeTriesPerDay,
    promptText,
    instructions: secret?.instructions ?? '',
    changeNote: secret?.changeNote ?? null,
    variables: templateVariables(promptText),
    examples,
    thumbnailUrl: prompt.thumbnailUrl,
    status: prompt.status as PromptStatus,
    rejectionReason: prompt.rejectionReason,
    submittedAt: prompt.submittedAt?.toISOString() ?? null,
    publishedAt: prompt.publishedAt?.toISOString() ?? null,
    revision: revision
      ? {
          status: revision.status,
          promptText: revision.promptText,
          instructions: revision.instructions,
          changeNote: revision.changeNote,
          examples: revision.examples,
          rejectionReason: revision.rejectionReason,
          submittedAt: revision.submittedAt.toISOString(),
        }
      : null,
    sales: prompt.sales,
    views: prompt.views,
    createdAt: prompt.createdAt.toISOString(),
    lastUpdated: prompt.lastUpdated.toISOString(),
  }
}
