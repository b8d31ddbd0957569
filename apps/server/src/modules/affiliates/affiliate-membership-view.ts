import type { AffiliateMembership } from '@pasarprompt/contracts/affiliates'
import { desc, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { affiliates, organizations, shops } from '../../db/schema.ts'
import { effectiveAffiliateRate } from '../settings/affiliate-rate.ts'
import type { PlatformSettings } from '../settings/get-platform-settings.ts'

/** The programmes (`affiliates` rows) matching `where`, newest first, as their affiliate sees them. */
export async function readMemberships(
  db: Executor,
  where: SQL | undefined,
  settings: Pick<PlatformSettings, 'affiliateBp' | 'commissionBp'>,
): Promise<AffiliateMembership[]> {
  const rows = await db
    .select({
      id: affiliates.id,
      code: affiliates.code,
      status: affiliates.status,
      removedBy: affiliates.removedBy,
      joinedAt: affiliates.createdAt,
      shopId: shops.id,
      slug: organizations.slug,
      name: organizations.name,
      logoUrl: shops.logoUrl,
      shopStatus: shops.status,
      enabled: shops.affiliateEnabled,
      shopAffiliateBp: shops.affiliateBp,
      shopCommissionBp: shops.commissionBp,
    })
    .from(affiliates)
    .innerJoin(shops, eq(shops.id, affiliates.shopId))
    .innerJoin(organizations, eq(organizations.id, affiliates.shopId))
    .where(where)
    .orderBy(desc(affiliates.createdAt))
  return rows.map((row) => {
    const programmeEnabled = row.enabled && row.shopStatus === 'active'
    return {
      id: row.id,
      code: row.code,
      status: row.status,
      removedBy: row.removedBy,
      shop: { id: row.shopId, slug: row.slug, name: row.name, logoUrl: row.logoUrl },
      rateBp: programmeEnabled
        ? effectiveAffiliateRate({
            shopAffiliateBp: row.shopAffiliateBp,
            platformAffiliateBp: settings.affiliateBp,
            commissionBp: row.shopCommissionBp ?? settings.commissionBp,
          })
        : 0,
      programmeEnabled,
      joinedAt: row.joinedAt.toISOString(),
    }
  })
}
