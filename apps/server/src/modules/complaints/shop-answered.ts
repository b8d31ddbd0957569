import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaintMessages } from '../../db/schema.ts'

/** Whether the shop has written anything in the complaint (a message, an escalation, a refund). */
export async function shopAnswered(db: Executor, complaintId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: complaintMessages.id })
    .from(complaintMessages)
    .where(and(eq(complaintMessages.complaintId, complaintId), eq(complaintMessages.side, 'shop')))
    .limit(1)
  return row !== undefined
}
