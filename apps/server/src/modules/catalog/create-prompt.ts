import type { SellerProductInput } from '@pasarprompt/contracts/catalog-for-shop'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import type { Database } from '../../db/client.ts'
import { promptSecrets, prompts } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import type { ShopContext } from '../auth/guards.ts'
import { consumeQuota, refuseOverQuota } from '../limits/consume-quota.ts'
import { NEW_PROMPTS_PER_SHOP_DAY } from '../limits/limits.ts'
import { getPromptForShop } from './get-prompt-for-shop.ts'
import { preparePromptInput } from './prepare-prompt-input.ts'
import { replaceExamples } from './prompt-examples.ts'
import { uniquePromptSlug } from './prompt-slug.ts'

/** A new prompt of the active shop, as a draft. Any member may write prompts (DESIGN.md §4). */
export async function createPrompt(db: Database, shop: ShopContext, input: SellerProductInput) {
  const id = await db.transaction(async (tx) => {
    const prepared = await preparePromptInput(tx, shop.organizationId, input)
    refuseOverQuota(
      await consumeQuota(tx, {
        key: `prompt-create:shop:${shop.organizationId}`,
        ...NEW_PROMPTS_PER_SHOP_DAY,
      }),
      `Toko ini sudah membuat ${NEW_PROMPTS_PER_SHOP_DAY.max} prompt baru hari ini. Coba lagi besok.`,
    )
    const [row] = await tx
      .insert(prompts)
      .values(
        stampInsert(shop.actor, {
          ...prepared.publicFields,
          shopId: shop.organizationId,
          slug: await uniquePromptSlug(tx, input.title),
          // Public (buyers see how many blanks they fill in); the variables themselves are not.
          variableCount: templateVariables(input.promptText).length,
          status: 'draft' as const,
        }),
      )
      .returning({ id: prompts.id })
    if (!row) throw new Error('insert returned no row')
    await tx.insert(promptSecrets).values(
      stampInsert(shop.actor, {
        promptId: row.id,
        promptText: input.promptText,
        instructions: input.instructions,
        changeNote: null,
      }),
    )
    await replaceExamples(tx, { actor: shop.actor, promptId: row.id, examples: prepared.examples })
    return row.id
  })
  return getPromptForShop(db, shop.organizationId, id)
}
