import type { OwnedProducts, Purchase } from '@pasarprompt/contracts/orders'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, promptSecrets, prompts } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { isValidOrderAccessToken } from '../../lib/order-access-token.ts'
import { readPromptVersions, versionPaidFor } from '../catalog/read-prompt-versions.ts'
import { markText } from '../leaks/leak-mark.ts'

export interface PurchaseReader {
  userId: string | null
  /** A receipt link: the order it opens and its signed token. */
  order?: { id: string; token: string } | undefined
}

export interface GetPurchaseOptions {
  secret: string
  productId: string
  reader: PurchaseReader
  /** An earlier version to read (issue 30); the newest when left out. */
  version?: number | undefined
}

/**
 * The prompt text a buyer paid for (DESIGN.md §4): to the account that owns a paid order for
 * it, or to the holder of that order's signed receipt link. A refund or chargeback ends it.
 * The text and instructions carry the order's invisible mark (issue 32, decision 0042): this is
 * the only place a buyer is served them.
 */
export async function getPurchase(
  db: Executor,
  { secret, productId, reader, version }: GetPurchaseOptions,
): Promise<Purchase> {
  const byLink =
    reader.order && isValidOrderAccessToken(secret, reader.order.id, reader.order.token)
      ? eq(orders.id, reader.order.id)
      : undefined
  const byAccount = reader.userId ? eq(orders.buyerUserId, reader.userId) : undefined
  if (!byLink && !byAccount) throw new AppError('UNAUTHORIZED')

  const [row] = await db
    .select({
      orderId: orders.id,
      leakMark: orders.leakMark,
      paidAt: orders.paidAt,
      title: prompts.title,
      publishedAt: prompts.publishedAt,
      variableCount: prompts.variableCount,
      promptText: promptSecrets.promptText,
      instructions: promptSecrets.instructions,
      changeNote: promptSecrets.changeNote,
    })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .innerJoin(promptSecrets, eq(promptSecrets.promptId, orders.promptId))
    .where(
      and(eq(orders.promptId, productId), eq(orders.status, 'paid'), byLink ?? (byAccount as SQL)),
    )
    .orderBy(desc(orders.paidAt))
    .limit(1)
  if (!row?.paidAt) throw new AppError('FORBIDDEN', 'Anda belum membeli prompt ini.')
  // Issue 30: a revised prompt keeps every version; the newest equals its secret.
  const history = (await readPromptVersions(db, [productId])).get(productId) ?? []
  const newest = history[0]?.version ?? 1
  const asked =
    version === undefined || version === newest
      ? undefined
      : history.find((row) => row.version === version)
  if (version !== undefined && version !== newest && !asked) {
    throw new AppError('NOT_FOUND', 'Versi prompt ini tidak ada.')
  }
  const text = asked ?? row
  return {
    productId,
    orderId: row.orderId,
    title: row.title,
    promptText: markText(text.promptText, row.leakMark),
    instructions: markText(text.instructions, row.leakMark),
    changeNote: text.changeNote,
    variableCount: asked ? templateVariables(asked.promptText).length : row.variableCount,
    purchasedAt: row.paidAt.toISOString(),
    version: asked?.version ?? newest,
    boughtVersion: versionPaidFor(history, row.paidAt),
    versions:
      history.length > 0
        ? history.map((entry) => ({
            version: entry.version,
            changeNote: entry.changeNote,
            approvedAt: entry.approvedAt.toISOString(),
          }))
        : [
            {
              version: 1,
              changeNote: row.changeNote,
              approvedAt: (row.publishedAt ?? row.paidAt).toISOString(),
            },
          ],
  }
}

/** The prompts a signed-in buyer owns (ids only), so the prompt page can offer the full text. */
export async function listOwnedProducts(db: Executor, userId: string): Promise<OwnedProducts> {
  const rows = await db
    .selectDistinctOn([orders.promptId], { productId: orders.promptId, orderId: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerUserId, userId), eq(orders.status, 'paid')))
    .orderBy(orders.promptId, desc(orders.paidAt))
  return { items: rows }
}
