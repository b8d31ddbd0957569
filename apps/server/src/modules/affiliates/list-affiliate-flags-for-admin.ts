import type {
  AdminAffiliateFlag,
  AdminAffiliateFlagList,
  AdminAffiliateFlagListQuery,
} from '@pasarprompt/contracts/affiliate-flags'
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { affiliateFlags, affiliates, orders, organizations, users } from '../../db/schema.ts'

const affiliateUser = alias(users, 'affiliate_user')
const handler = alias(users, 'handler')

/** Flags with their affiliate, shop, order and handler, as staff read them. */
export async function selectAdminAffiliateFlags(db: Executor, where: SQL, limit: number) {
  const rows = await db
    .select({
      flag: affiliateFlags,
      code: affiliates.code,
      status: affiliates.status,
      userId: affiliates.userId,
      name: affiliateUser.name,
      email: affiliateUser.email,
      shopName: organizations.name,
      orderNumber: orders.number,
      handledBy: handler.name,
    })
    .from(affiliateFlags)
    .innerJoin(affiliates, eq(affiliates.id, affiliateFlags.affiliateId))
    .innerJoin(affiliateUser, eq(affiliateUser.id, affiliates.userId))
    .innerJoin(organizations, eq(organizations.id, affiliateFlags.shopId))
    .leftJoin(orders, eq(orders.id, affiliateFlags.orderId))
    .leftJoin(handler, eq(handler.id, affiliateFlags.handledBy))
    .where(where)
    .orderBy(desc(affiliateFlags.lastOccurredAt), desc(affiliateFlags.id))
    .limit(limit)
  return rows.map(
    (row): AdminAffiliateFlag => ({
      id: row.flag.id,
      reason: row.flag.reason,
      detail: row.flag.detail,
      occurrences: row.flag.occurrences,
      firstAt: row.flag.createdAt.toISOString(),
      lastAt: row.flag.lastOccurredAt.toISOString(),
      affiliate: {
        userId: row.userId,
        name: row.name,
        email: row.email,
        code: row.code,
        status: row.status,
      },
      shop: { id: row.flag.shopId, name: row.shopName },
      order:
        row.flag.orderId && row.orderNumber
          ? { id: row.flag.orderId, number: row.orderNumber }
          : null,
      handledAt: row.flag.handledAt?.toISOString() ?? null,
      handledBy: row.flag.handledAt ? (row.handledBy ?? '') : null,
    }),
  )
}

/**
 * The admin dashboard's affiliate flags (issue 26): the open ones, or those already handled,
 * newest occurrence first, with how many are open.
 */
export async function listAffiliateFlagsForAdmin(
  db: Executor,
  query: AdminAffiliateFlagListQuery,
): Promise<AdminAffiliateFlagList> {
  const open = isNull(affiliateFlags.handledAt)
  return {
    items: await selectAdminAffiliateFlags(
      db,
      query.status === 'open' ? open : isNotNull(affiliateFlags.handledAt),
      query.limit,
    ),
    openCount: await countOpenAffiliateFlags(db),
  }
}

/** Flags nobody has handled yet: waiting work on the admin dashboard. */
export async function countOpenAffiliateFlags(db: Executor) {
  const [row] = await db
    .select({ count: count() })
    .from(affiliateFlags)
    .where(isNull(affiliateFlags.handledAt))
  return row?.count ?? 0
}
