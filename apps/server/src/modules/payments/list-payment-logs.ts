import type { PaymentLogList, PaymentLogListQuery } from '@pasarprompt/contracts/payments-for-admin'
import { and, eq, ilike, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { paymentLogs } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

/** Every notification the webhook received, newest first: by result or the gateway's order id. */
export async function listPaymentLogs(
  db: Executor,
  query: PaymentLogListQuery,
): Promise<PaymentLogList> {
  const keyset = newestFirst(query.cursor, paymentLogs.createdAt, paymentLogs.id)
  const filters: (SQL | undefined)[] = []
  if (query.result === 'invalid') filters.push(eq(paymentLogs.signatureValid, false))
  else if (query.result) filters.push(eq(paymentLogs.result, query.result))
  if (query.q) filters.push(ilike(paymentLogs.gatewayOrderId, likePattern(query.q)))
  filters.push(keyset.after)
  const rows = await db
    .select()
    .from(paymentLogs)
    .where(and(...filters))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => ({
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
    }),
  )
}
