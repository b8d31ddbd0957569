import type { ShopAffiliate } from '@pasarprompt/contracts/affiliates'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { affiliates, organizations } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { notify } from '../notifications/notify.ts'
import { PROGRAMME_REFUSAL, readShopAffiliates } from './get-affiliate-programme-for-shop.ts'

export interface RemoveAffiliateOptions {
  events: EventBus
  shop: ShopContext
  affiliateId: string
}

/**
 * Removes an affiliate from the active shop's programme, for good (they cannot rejoin): their
 * code records no more clicks, and no order pays them from now on — orders already placed but
 * not yet paid included. Fees already earned stay theirs. They are told.
 */
export async function removeAffiliate(
  db: Database,
  { events, shop, affiliateId }: RemoveAffiliateOptions,
): Promise<ShopAffiliate> {
  requireShopManager(shop, PROGRAMME_REFUSAL)
  const ofShop = and(eq(affiliates.id, affiliateId), eq(affiliates.shopId, shop.organizationId))
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: affiliates.userId,
        status: affiliates.status,
        shopName: organizations.name,
      })
      .from(affiliates)
      .innerJoin(organizations, eq(organizations.id, affiliates.shopId))
      .where(ofShop)
      .for('update', { of: affiliates })
    if (!row) throw new AppError('NOT_FOUND', 'Afiliasi tidak ditemukan.')
    // A removal by the shop also stands over the affiliate's own leaving (they may not rejoin).
    await tx
      .update(affiliates)
      .set(
        stampUpdate(shop.actor, {
          status: 'removed' as const,
          removedBy: 'shop' as const,
          removedAt: new Date(),
        }),
      )
      .where(ofShop)
    await notify(tx, {
      events,
      userIds: [row.userId],
      notice: {
        kind: 'affiliate_removed',
        dedupeKey: `affiliate_removed:${affiliateId}`,
        title: `Dikeluarkan dari program afiliasi ${row.shopName}`,
        body: `${row.shopName} mengeluarkan Anda dari program afiliasinya. Tautan afiliasi Anda untuk toko ini tidak lagi memberi komisi; komisi yang sudah Anda peroleh tetap milik Anda.`,
        link: '/account/affiliate',
      },
    })
  })
  const [affiliate] = await readShopAffiliates(db, ofShop)
  if (!affiliate) throw new AppError('NOT_FOUND', 'Afiliasi tidak ditemukan.')
  return affiliate
}
