import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sessions } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'

export interface AnnounceRemovalOptions {
  events: EventBus
  db: Executor
  userId: string
  organizationId: string
}

/**
 * A removed member must stop receiving the organisation's events at once: their open streams
 * listen for this on their own channel and close themselves. Their sessions stop pointing there.
 */
export async function announceRemoval({
  events,
  db,
  userId,
  organizationId,
}: AnnounceRemovalOptions) {
  await db
    .update(sessions)
    .set({ activeOrganizationId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.activeOrganizationId, organizationId)))
  await events.publish(db, {
    target: `user:${userId}`,
    type: 'membership.revoked',
    data: { organizationId },
  })
}
