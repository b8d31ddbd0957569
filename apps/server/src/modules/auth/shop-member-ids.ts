import type { ShopRole } from '@pasarprompt/contracts/shops'
import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { members } from '../../db/schema.ts'

/** The users holding one of `roles` in the shop: who is told of its sales, reviews, payouts. */
export async function shopMemberIds(
  db: Executor,
  shopId: string,
  roles: readonly ShopRole[],
): Promise<string[]> {
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, shopId), inArray(members.role, [...roles])))
  return rows.map((row) => row.userId)
}
