import type { PromptStatus } from '@pasarprompt/contracts/catalog'
import type {
  AdminProductList,
  AdminProductListQuery,
} from '@pasarprompt/contracts/catalog-for-admin'
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations, promptRevisions, prompts } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import { flaggedSubmissions } from '../copies/flagged-submissions.ts'

/** In review, or published with a new version in review: what a reviewer has to look at. */
export const waitingForReview = or(
  eq(prompts.status, 'in_review'),
  and(eq(prompts.status, 'published'), eq(promptRevisions.status, 'in_review')),
)

/** How many prompts wait for review (the sidebar's badge). */
export async function countReviewQueue(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(prompts)
    .leftJoin(promptRevisions, eq(promptRevisions.promptId, prompts.id))
    .where(waitingForReview)
  return row?.n ?? 0
}

/**
 * Prompts of every shop for staff: the review queue (oldest submission first would starve
 * nobody, but the list reads newest change first like every other list) or all, by status and
 * title or shop name; each marked when its submission looks like another shop's prompt.
 */
export async function listPromptsForAdmin(
  db: Executor,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const keyset = newestFirst(query.cursor, prompts.lastUpdated, prompts.id)
  const filters: (SQL | undefined)[] = []
  if (query.view === 'queue') filters.push(waitingForReview)
  if (query.status) filters.push(eq(prompts.status, query.status))
  if (query.q) {
    const pattern = likePattern(query.q)
    filters.push(or(ilike(prompts.title, pattern), ilike(organizations.name, pattern)))
  }
  filters.push(keyset.after)
  const rows = await db
    .select({
      id: prompts.id,
      slug: prompts.slug,
      title: prompts.title,
      status: prompts.status,
      price: prompts.price,
      model: prompts.model,
      featured: prompts.featured,
      revisionStatus: promptRevisions.status,
      shopId: organizations.id,
      shopName: organizations.name,
      shopSlug: organizations.slug,
      submittedAt: sql<Date | null>`coalesce(${promptRevisions.submittedAt}, ${prompts.submittedAt})`,
      lastUpdated: prompts.lastUpdated,
    })
    .from(prompts)
    .innerJoin(organizations, eq(organizations.id, prompts.shopId))
    .leftJoin(promptRevisions, eq(promptRevisions.promptId, prompts.id))
    .where(and(...filters))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  const flagged = await flaggedSubmissions(
    db,
    rows.map((row) => row.id),
  )
  return {
    ...toPage(
      rows,
      query.limit,
      (row) => timeIdCursor(row.lastUpdated, row.id),
      (row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status as PromptStatus,
        price: row.price,
        model: row.model,
        featured: row.featured,
        revisionInReview: row.status === 'published' && row.revisionStatus === 'in_review',
        copyFlagged: flagged.has(row.id),
        shop: { id: row.shopId, name: row.shopName, slug: row.shopSlug },
        submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
        lastUpdated: row.lastUpdated.toISOString(),
      }),
    ),
    queueCount: await countReviewQueue(db),
  }
}
