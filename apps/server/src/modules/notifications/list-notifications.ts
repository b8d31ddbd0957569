import type { NotificationList } from '@pasarprompt/contracts/notifications'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notifications } from '../../db/schema.ts'
import { newestFirst, timeIdCursor, toPage } from '../../lib/keyset.ts'

/** The caller's bell list, newest first (keyset pages). Only the caller's own rows, ever. */
export async function listNotifications(
  db: Executor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationList> {
  const keyset = newestFirst(query.cursor, notifications.createdAt, notifications.id)
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), keyset.after))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    (row) => timeIdCursor(row.createdAt, row.id),
    (row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    }),
  )
}
