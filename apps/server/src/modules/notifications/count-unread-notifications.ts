import type { UnreadNotifications } from '@pasarprompt/contracts/notifications'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notifications } from '../../db/schema.ts'

/** How many of the caller's notifications wait unread (the bell's badge). */
export async function countUnreadNotifications(
  db: Executor,
  userId: string,
): Promise<UnreadNotifications> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return { count: row?.count ?? 0 }
}
