import { emailGroupOf, type NotificationKind } from '@pasarprompt/contracts/notifications'
import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notifications, users } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'

export interface Notice {
  kind: NotificationKind
  /** One event's key, the same for every recipient (e.g. `sale:{orderId}`): told once, ever. */
  dedupeKey: string
  title: string
  body: string
  /** A path inside the app, e.g. `/app/order/{id}`. */
  link: string
}

/**
 * Tells each user once about one event: a row in their bell list, published live to them, and,
 * unless they switched that email group off in Profil, a pending email that the outbox job sends
 * after this transaction commits. Call it inside the transaction that made the event happen, so
 * a rolled-back sale tells nobody. Returns the ids of the users told now (not told before).
 */
export async function notify(
  tx: Executor,
  events: EventBus,
  userIds: readonly string[],
  notice: Notice,
): Promise<string[]> {
  const recipients = [...new Set(userIds)]
  if (recipients.length === 0) return []
  const group = emailGroupOf(notice.kind)
  const people = await tx
    .select({ id: users.id, emailOptOuts: users.emailOptOuts })
    .from(users)
    .where(inArray(users.id, recipients))
  if (people.length === 0) return []
  const inserted = await tx
    .insert(notifications)
    .values(
      people.map((person) =>
        stampInsert(systemActor, {
          userId: person.id,
          ...notice,
          emailStatus: person.emailOptOuts.includes(group)
            ? ('none' as const)
            : ('pending' as const),
        }),
      ),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId })
  for (const row of inserted) {
    await events.publish(tx, {
      target: `user:${row.userId}`,
      type: 'notification.created',
      data: { id: row.id, kind: notice.kind },
    })
  }
  return inserted.map((row) => row.userId)
}
