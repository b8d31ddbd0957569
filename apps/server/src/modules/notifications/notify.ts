import { emailGroupOf, type NotificationKind } from '@pasarprompt/contracts/notifications'
import { sql } from 'drizzle-orm'
import { type Executor, queryPrepared } from '../../db/client.ts'
import { notifications, users } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'

export interface Notice {
  kind: NotificationKind
  /** One event's key, the same for every recipient (e.g. `sale:{orderId}`): told once, ever. */
  dedupeKey: string
  title: string
  body: string
  /** A path inside the app, e.g. `/app/order/{id}`. */
  link: string
}

export interface NotifyOptions {
  events: EventBus
  userIds: readonly string[]
  notice: Notice
}

/**
 * Tells each user once about one event: a row in their bell list, published live to them, and,
 * unless they switched that email group off in Profil, a pending email that the outbox job sends
 * after this transaction commits. Call it inside the transaction that made the event happen, so
 * a rolled-back sale tells nobody. Returns the ids of the users told now (not told before).
 */
export async function notify(
  tx: Executor,
  { events, userIds, notice }: NotifyOptions,
): Promise<string[]> {
  const recipients = [...new Set(userIds)]
  if (recipients.length === 0) return []
  const group = emailGroupOf(notice.kind)
  const stamp = stampInsert(systemActor, {})
  // One statement (issue 27): each recipient that exists gets a row, its email pending unless
  // they switched the group off; a repeat of the event inserts nothing.
  const inserted = await queryPrepared<{ id: string; userId: string }>(
    tx,
    'notify',
    sql`insert into ${notifications}
          (user_id, kind, dedupe_key, title, body, link, email_status, created_at, last_updated,
           created_by, last_updated_by, company_id)
        select u.id, ${notice.kind}, ${notice.dedupeKey}, ${notice.title}, ${notice.body},
               ${notice.link},
               case when ${group}::text = any(u.email_opt_outs) then 'none' else 'pending' end,
               ${stamp.createdAt.toISOString()}::timestamptz,
               ${stamp.lastUpdated.toISOString()}::timestamptz, ${stamp.createdBy},
               ${JSON.stringify(stamp.lastUpdatedBy)}::jsonb, ${stamp.companyId}
        from ${users} u where u.id = any(${sql.param(recipients)}::text[])
        on conflict (user_id, dedupe_key) do nothing
        returning id, user_id as "userId"`,
  )
  for (const row of inserted) {
    await events.publish(tx, {
      target: `user:${row.userId}`,
      type: 'notification.created',
      data: { id: row.id, kind: notice.kind },
    })
  }
  return inserted.map((row) => row.userId)
}
