import type { UnreadNotifications } from '@pasarprompt/contracts/notifications'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { notifications } from '../../db/schema.ts'

/** "Tandai semua dibaca": every unread notification of the caller. */
export async function markAllNotificationsRead(
  db: Database,
  userId: string,
): Promise<UnreadNotifications> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return { count: 0 }
}
