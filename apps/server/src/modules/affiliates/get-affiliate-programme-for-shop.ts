import type { ShopAffiliate, ShopAffiliateProgramme } from '@pasarprompt/contracts/affiliates'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliates, shops, users } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { maxAffiliateRate } from '../settings/affiliate-rate.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'

export const PROGRAMME_REFUSAL =
  'Hanya pemilik atau admin toko yang dapat mengelola program afiliasi.'

/**
 * The active shop's affiliate programme for `/app/setting` (owners and admins): on or off, its
 * rate, the platform's default and the highest rate allowed, and each affiliate by name (never
 * their email) with their clicks, paid orders and fees.
 */
export async function getAffiliateProgrammeForShop(
  db: Executor,
  shop: ShopContext,
  defaults: { earningsHoldDays: number },
): Promise<ShopAffiliateProgramme> {
  requireShopManager(shop, PROGRAMME_REFUSAL)
  const [row] = await db
    .select({
      enabled: shops.affiliateEnabled,
      rateBp: shops.affiliateBp,
      commissionBp: shops.commissionBp,
    })
    .from(shops)
    .where(eq(shops.id, shop.organizationId))
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const settings = await getPlatformSettings(db, defaults)
  return {
    enabled: row.enabled,
    rateBp: row.rateBp,
    platformRateBp: settings.affiliateBp,
    maxRateBp: maxAffiliateRate(row.commissionBp ?? settings.commissionBp),
    affiliates: await readShopAffiliates(db, eq(affiliates.shopId, shop.organizationId)),
  }
}

/** The shop's affiliates matching `where`, newest first, with their all-time figures. */
export async function readShopAffiliates(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({
      id: affiliates.id,
      name: users.name,
      code: affiliates.code,
      status: affiliates.status,
      removedBy: affiliates.removedBy,
      joinedAt: affiliates.createdAt,
      clicks: sql<number>`(select count(*) from affiliate_clicks c where c.affiliate_id = ${affiliates.id})::int`,
      orders: sql<number>`(select count(*) from orders o where o.affiliate_id = ${affiliates.id} and o.status = 'paid')::int`,
      fees: sql<number>`(select coalesce(sum(o.affiliate_fee), 0) from orders o where o.affiliate_id = ${affiliates.id} and o.status = 'paid')::bigint`,
    })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(where))
    .orderBy(desc(affiliates.createdAt))
  return rows.map(
    (row): ShopAffiliate => ({
      id: row.id,
      name: row.name,
      code: row.code,
      status: row.status,
      removedBy: row.removedBy,
      joinedAt: row.joinedAt.toISOString(),
      clicks: Number(row.clicks),
      orders: Number(row.orders),
      fees: Number(row.fees),
    }),
  )
}
