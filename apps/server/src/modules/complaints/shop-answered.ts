import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { complaintMessages } from '../../db/schema.ts'

/** Whether the shop has answered the buyer in the complaint (a message; escalating is not one). */
export async function shopAnswered(db: Executor, complaintId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: complaintMessages.id })
    .from(complaintMessages)
    .where(
      and(
        eq(complaintMessages.complaintId, complaintId),
        eq(complaintMessages.side, 'shop'),
        eq(complaintMessages.kind, 'message'),
      ),
    )
    .limit(1)
  return row !== undefined
}
