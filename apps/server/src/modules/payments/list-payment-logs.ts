import type { PaymentLogList, PaymentLogListQuery } from '@pasarprompt/contracts/admin-platform'
import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { paymentLogs } from '../../db/schema.ts'
import { decodeTimeIdCursor, encodeCursor, likePattern } from '../../lib/cursor.ts'

/** Every notification the webhook received, newest first: by result or the gateway's order id. */
export async function listPaymentLogs(
  db: Executor,
  query: PaymentLogListQuery,
): Promise<PaymentLogList> {
  const filters: (SQL | undefined)[] = []
  if (query.result === 'invalid') filters.push(eq(paymentLogs.signatureValid, false))
  else if (query.result) filters.push(eq(paymentLogs.result, query.result))
  if (query.q) filters.push(ilike(paymentLogs.gatewayOrderId, likePattern(query.q)))
  if (query.cursor) {
    const { at, id } = decodeTimeIdCursor(query.cursor)
    filters.push(
      or(lt(paymentLogs.createdAt, at), and(eq(paymentLogs.createdAt, at), lt(paymentLogs.id, id))),
    )
  }
  const rows = await db
    .select()
    .from(paymentLogs)
    .where(and(...filters))
    .orderBy(desc(paymentLogs.createdAt), desc(paymentLogs.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    items: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      provider: row.provider,
      gatewayOrderId: row.gatewayOrderId,
      orderId: row.orderId,
      transactionStatus: row.transactionStatus,
      signatureValid: row.signatureValid,
      result: row.result,
      detail: row.detail,
      rawBody: row.rawBody,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  }
}
