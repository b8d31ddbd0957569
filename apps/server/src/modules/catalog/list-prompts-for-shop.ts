import type { AiModel } from '@pasarprompt/contracts/catalog'
import { PROMPT_STATUSES, type PromptStatus } from '@pasarprompt/contracts/catalog'
import type {
  SellerProductList,
  SellerProductListQuery,
} from '@pasarprompt/contracts/catalog-for-shop'
import { and, count, eq, ilike } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { categories, promptRevisions, prompts } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

/**
 * The shop's prompts in every status, last changed first (keyset pages), with the number per
 * status for the filter tabs. A search narrows the counts too, so each tab says what it holds.
 */
export async function listPromptsForShop(
  db: Executor,
  shopId: string,
  query: SellerProductListQuery,
): Promise<SellerProductList> {
  const keyset = newestFirst(query.cursor, prompts.lastUpdated, prompts.id)
  const search = query.q ? ilike(prompts.title, likePattern(query.q)) : undefined
  const rows = await db
    .select({
      id: prompts.id,
      slug: prompts.slug,
      title: prompts.title,
      status: prompts.status,
      price: prompts.price,
      model: prompts.model,
      categoryTitle: categories.title,
      thumbnailUrl: prompts.thumbnailUrl,
      sales: prompts.sales,
      views: prompts.views,
      rejectionReason: prompts.rejectionReason,
      revisionStatus: promptRevisions.status,
      lastUpdated: prompts.lastUpdated,
    })
    .from(prompts)
    .innerJoin(categories, eq(categories.name, prompts.categoryName))
    .leftJoin(promptRevisions, eq(promptRevisions.promptId, prompts.id))
    .where(
      and(
        eq(prompts.shopId, shopId),
        query.status ? eq(prompts.status, query.status) : undefined,
        search,
        keyset.after,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)

  const perStatus = await db
    .select({ status: prompts.status, n: count() })
    .from(prompts)
    .where(and(eq(prompts.shopId, shopId), search))
    .groupBy(prompts.status)
  const counts = Object.fromEntries(PROMPT_STATUSES.map((status) => [status, 0])) as Record<
    PromptStatus,
    number
  >
  for (const row of perStatus) counts[row.status] = row.n

  return {
    ...toPage(
      rows,
      query.limit,
      (row) => timeIdCursor(row.lastUpdated, row.id),
      (row) => ({
        ...row,
        model: row.model as AiModel,
        lastUpdated: row.lastUpdated.toISOString(),
      }),
    ),
    counts,
  }
}
