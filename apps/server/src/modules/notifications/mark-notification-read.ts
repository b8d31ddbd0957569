import type { UnreadNotifications } from '@pasarprompt/contracts/notifications'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { notifications } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { countUnreadNotifications } from './count-unread-notifications.ts'

/**
 * Marks one of the caller's notifications read (again is harmless) and answers the unread count
 * left. Someone else's id is "not found", exactly like an id that does not exist.
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
): Promise<UnreadNotifications> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  if (!row) throw new AppError('NOT_FOUND', 'Notifikasi tidak ditemukan.')
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  }
  return countUnreadNotifications(db, userId)
}
