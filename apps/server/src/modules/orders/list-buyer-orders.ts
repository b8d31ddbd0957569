import type { BuyerOrderList } from '@pasarprompt/contracts/orders'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'
import {
  type PromptVersionRow,
  readPromptVersions,
  versionPaidFor,
} from '../catalog/read-prompt-versions.ts'
import { reviewsOfOrders } from '../reviews/reviews-of-orders.ts'
import { selectOrderViews, toOrderView } from './order-view.ts'

/** The signed-in buyer's orders, newest first (keyset pages), each with its review if written. */
export async function listBuyerOrders(
  db: Executor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<BuyerOrderList> {
  const keyset = newestFirst(query.cursor, orders.createdAt, orders.id)
  const rows = await selectOrderViews(db)
    .where(and(eq(orders.buyerUserId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  const reviewed = await reviewsOfOrders(
    db,
    rows.map((row) => row.id),
  )
  const histories = await readPromptVersions(
    db,
    rows.filter((row) => row.status === 'paid').map((row) => row.productId),
  )
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => {
      const { payment: _payment, ...view } = toOrderView(row)
      return {
        ...view,
        review: reviewed.get(row.id) ?? null,
        newVersion: newVersionOf(histories.get(row.productId), row.status, row.paidAt),
      }
    },
  )
}

/** "Versi baru" (issue 30): the newest version when it is newer than the one paid for. */
function newVersionOf(
  history: PromptVersionRow[] | undefined,
  status: string,
  paidAt: Date | null,
): BuyerOrderList['items'][number]['newVersion'] {
  const newest = history?.[0]
  if (!history || !newest || status !== 'paid' || !paidAt) return null
  const bought = versionPaidFor(history, paidAt)
  if (newest.version <= bought) return null
  const before = new Set(
    templateVariables(history.find((row) => row.version === bought)?.promptText ?? ''),
  )
  const after = new Set(templateVariables(newest.promptText))
  return {
    version: newest.version,
    changeNote: newest.changeNote,
    approvedAt: newest.approvedAt.toISOString(),
    addedVariables: [...after].filter((name) => !before.has(name)),
    removedVariables: [...before].filter((name) => !after.has(name)),
  }
}
