import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sessions } from '../../db/schema.ts'

/** Whether a session still stands: not signed out, revoked, reset or expired. */
export async function isSessionLive(db: Executor, sessionId: string): Promise<boolean> {
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1)
  return Boolean(live)
}
