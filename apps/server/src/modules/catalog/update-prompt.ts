import type { SellerProductInput } from '@pasarprompt/contracts/catalog-for-shop'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { promptRevisions, promptSecrets, prompts } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ShopContext } from '../auth/guards.ts'
import { checkSubmissionForCopies } from '../copies/check-submission-for-copies.ts'
import { findShopPrompt } from './find-shop-prompt.ts'
import { getPromptForShop } from './get-prompt-for-shop.ts'
import { preparePromptInput } from './prepare-prompt-input.ts'
import { readExamples, replaceExamples, sameExamples } from './prompt-examples.ts'
import { refreshCategoryStats } from './refresh-category-stats.ts'

export interface UpdatePromptOptions {
  shop: ShopContext
  id: string
  input: SellerProductInput
}

/**
 * Saves the whole prompt. A prompt that was never approved is simply overwritten. Once a prompt
 * has been approved, buyers hold its secret: its public fields (title, description, model,
 * category, tags, price, thumbnail) still change at once, but a new secret or new examples
 * become its revision, in review, while the approved version stays what buyers and the
 * storefront get (DESIGN.md §4). Saving the approved version again drops the revision. A prompt
 * in review is frozen until it is withdrawn, so a reviewer never approves a moving target.
 * A new version is checked for copies of other shops' prompts (issue 32).
 */
export async function updatePrompt(db: Database, { shop, id, input }: UpdatePromptOptions) {
  const revisionSubmitted = await db.transaction(async (tx): Promise<boolean> => {
    const prompt = await findShopPrompt(tx, { shopId: shop.organizationId, id, forUpdate: true })
    if (prompt.status === 'in_review') {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        'Prompt sedang ditinjau. Tarik dari peninjauan untuk mengubahnya.',
      )
    }
    const { publicFields, examples } = await preparePromptInput(tx, shop.organizationId, input)
    const approved = prompt.status === 'published' || prompt.publishedAt !== null

    if (!approved) {
      await tx
        .update(prompts)
        .set(
          stampUpdate(shop.actor, {
            ...publicFields,
            variableCount: templateVariables(input.promptText).length,
          }),
        )
        .where(eq(prompts.id, id))
      const secret = { promptText: input.promptText, instructions: input.instructions }
      await tx
        .insert(promptSecrets)
        .values(stampInsert(shop.actor, { promptId: id, ...secret }))
        .onConflictDoUpdate({
          target: promptSecrets.promptId,
          set: stampUpdate(shop.actor, secret),
        })
      await replaceExamples(tx, { actor: shop.actor, promptId: id, examples })
      return false
    }

    await tx.update(prompts).set(stampUpdate(shop.actor, publicFields)).where(eq(prompts.id, id))
    const listingMoved =
      prompt.categoryName !== publicFields.categoryName ||
      prompt.tags.join('\n') !== publicFields.tags.join('\n')
    if (prompt.status === 'published' && listingMoved) {
      await refreshCategoryStats(tx, [prompt.categoryName, publicFields.categoryName])
    }

    const [secret] = await tx.select().from(promptSecrets).where(eq(promptSecrets.promptId, id))
    const unchanged =
      secret?.promptText === input.promptText &&
      secret.instructions === input.instructions &&
      sameExamples(await readExamples(tx, id), examples)
    if (unchanged) {
      await tx.delete(promptRevisions).where(eq(promptRevisions.promptId, id))
      return false
    }
    const revision = {
      promptText: input.promptText,
      instructions: input.instructions,
      changeNote: input.changeNote || null,
      examples,
      status: 'in_review' as const,
      rejectionReason: null,
      submittedAt: new Date(),
    }
    await tx
      .insert(promptRevisions)
      .values(stampInsert(shop.actor, { promptId: id, ...revision }))
      .onConflictDoUpdate({
        target: promptRevisions.promptId,
        set: stampUpdate(shop.actor, revision),
      })
    return true
  })
  // A new version is a submission: checked for copies after the commit, never its failure (the
  // job checks it if this fails; decision 0043).
  if (revisionSubmitted) {
    await checkSubmissionForCopies(db, { promptId: id, forRevision: true }).catch(() => null)
  }
  return getPromptForShop(db, shop.organizationId, id)
}
