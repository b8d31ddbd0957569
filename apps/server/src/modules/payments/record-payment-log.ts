import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Database, type Executor, queryPrepared } from '../../db/client.ts'
import { paymentLogs } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import { consumeQuota } from '../limits/consume-quota.ts'
import { REFUSED_LOGS_PER_MINUTE, REFUSED_LOGS_WINDOW_MS } from '../limits/limits.ts'

type LogEntry = Partial<typeof paymentLogs.$inferInsert> & { result: string }

/**
 * A refused notification (malformed or badly signed) costs its sender nothing, so what it may
 * store is capped (issue 17: 300 malformed 64 KB bodies grew the database by 36 MB): its body is
 * cut to this many characters, at most `REFUSED_LOGS_PER_MINUTE` are stored a minute across all
 * processes (the limits table), and
 * the jobs keep only the newest `REFUSED_LOGS_KEPT`. What an admin needs to see an attack — when,
 * how often, the start of the body — survives; the bulk does not. A signed notification is the
 * gateway's and is kept whole.
 */
export const REFUSED_BODY_MAX_CHARS = 1024
export const REFUSED_LOGS_KEPT = 500

/** PostgreSQL text cannot hold NUL; the log keeps it visible instead. */
const visible = (body: string) => body.replaceAll('\u0000', '\\u0000')

function capped(body: string) {
  if (body.length <= REFUSED_BODY_MAX_CHARS) return visible(body)
  return `${visible(body.slice(0, REFUSED_BODY_MAX_CHARS))}… [dipotong: ${body.length} karakter]`
}

/**
 * Writes one `payment_logs` row for a notification (or a status the reconciler applied): every
 * column named, so it is one prepared statement whatever the entry holds (`queryPrepared`).
 */
export function recordPaymentLog(db: Executor, rawBody: string, entry: LogEntry) {
  const row = stampInsert(systemActor, {
    provider: 'midtrans',
    rawBody: visible(rawBody),
    signatureValid: false,
    ...entry,
  })
  return queryPrepared(
    db,
    'record_payment_log',
    sql`insert into ${paymentLogs}
          (provider, raw_body, signature_valid, gateway_order_id, order_id, transaction_id,
           transaction_status, result, detail, created_at, last_updated, created_by,
           last_updated_by, company_id)
        values (${row.provider}, ${row.rawBody}, ${row.signatureValid},
                ${row.gatewayOrderId ?? null}, ${row.orderId ?? null}::uuid,
                ${row.transactionId ?? null}, ${row.transactionStatus ?? null}, ${row.result},
                ${row.detail ?? null}, ${row.createdAt.toISOString()}::timestamptz,
                ${row.lastUpdated.toISOString()}::timestamptz, ${row.createdBy},
                ${JSON.stringify(row.lastUpdatedBy)}::jsonb, ${row.companyId})`,
  )
}

/**
 * The log row of a refused notification, within the caps above. Answers whether it was stored;
 * one over the minute's cap is only counted (in `usage_counters`) and left out.
 */
export async function recordRefusedPaymentLog(
  db: Database,
  rawBody: string,
  entry: LogEntry & { signatureValid?: false },
) {
  const quota = await consumeQuota(db, {
    key: 'payment-logs:refused',
    max: REFUSED_LOGS_PER_MINUTE,
    windowMs: REFUSED_LOGS_WINDOW_MS,
  })
  if (!quota.allowed) return false
  await db.insert(paymentLogs).values(
    stampInsert(systemActor, {
      provider: 'midtrans',
      rawBody: capped(rawBody),
      ...entry,
      signatureValid: false,
    }),
  )
  return true
}

/** The jobs' clean-up: only the newest `keep` refused notifications stay. */
export async function pruneRefusedPaymentLogs(db: Database, keep = REFUSED_LOGS_KEPT) {
  const refused = eq(paymentLogs.signatureValid, false)
  const older = db
    .select({ id: paymentLogs.id })
    .from(paymentLogs)
    .where(refused)
    .orderBy(sql`${paymentLogs.createdAt} desc, ${paymentLogs.id} desc`)
    .offset(keep)
  const deleted = await db
    .delete(paymentLogs)
    .where(and(refused, inArray(paymentLogs.id, older)))
    .returning({ id: paymentLogs.id })
  return deleted.length
}
