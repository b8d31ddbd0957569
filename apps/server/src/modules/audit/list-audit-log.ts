import type { AuditLogList, AuditLogListQuery } from '@pasarprompt/contracts/audit-for-admin'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { and, eq, getTableColumns, gte, ilike, lt, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import { likePattern } from '../../lib/cursor.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

/** WIB is UTC+7 all year (no daylight saving): a WIB day starts at 17:00 UTC the day before. */
const wibDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`)

/** The acted-on row's id as a uuid, or null when it is not one (no cast error, index kept). */
const targetUuid = sql.raw(
  `case when audit_log.target_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then audit_log.target_id::uuid end`,
)

/**
 * What a person calls the acted-on row, read now (a title or a name may have changed since):
 * a prompt's title, an order's number, a shop's name, … Null when the row is gone.
 */
const targetLabel = sql<string | null>`case ${auditLog.targetType}
  when 'prompt' then (select title from prompts where id = ${targetUuid})
  when 'order' then (select number from orders where id = ${targetUuid})
  when 'complaint' then (
    select o.number from complaints c join orders o on o.id = c.order_id where c.id = ${targetUuid})
  when 'payout' then (
    select coalesce(org.name, u.email) from payouts p
    left join organizations org on org.id = p.shop_id
    left join users u on u.id = p.affiliate_user_id
    where p.id = ${targetUuid})
  when 'shop' then (select name from organizations where id = ${auditLog.targetId})
  when 'category' then (select title from categories where name = ${auditLog.targetId})
  when 'user' then (select email from users where id = ${auditLog.targetId})
  when 'waitlist_entry' then (select email from waitlist_entries where id = ${targetUuid})
end`

/**
 * The audit log for staff, newest first (issue 32): who did what to which row, when, with the
 * row's state before and after. Filters: the action, the kind of row and which one, part of the
 * actor's email and a range of WIB days (both ends included).
 */
export async function listAuditLog(db: Executor, query: AuditLogListQuery): Promise<AuditLogList> {
  const keyset = newestFirst(query.cursor, auditLog.createdAt, auditLog.id)
  const filters: (SQL | undefined)[] = [keyset.after]
  if (query.action) filters.push(eq(auditLog.action, query.action))
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType))
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId))
  if (query.actor) filters.push(ilike(auditLog.actorEmail, likePattern(query.actor)))
  if (query.from) filters.push(gte(auditLog.createdAt, wibDayStart(query.from)))
  if (query.to) {
    filters.push(lt(auditLog.createdAt, new Date(wibDayStart(query.to).getTime() + DAY_MS)))
  }
  const rows = await db
    .select({ ...getTableColumns(auditLog), targetLabel })
    .from(auditLog)
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
      actorUserId: row.actorUserId,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      before: row.before,
      after: row.after,
      reason: row.reason,
    }),
  )
}
