import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { members } from '../../db/schema.ts'

/** Whether the user belongs to the organisation (any role). */
export async function isMember(db: Executor, organizationId: string, userId: string) {
  const [membership] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, userId)))
    .limit(1)
  return Boolean(membership)
}
