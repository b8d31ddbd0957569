import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { refreshCategoryStats } from '../catalog/refresh-category-stats.ts'
import { getShopForAdmin } from './get-shop-for-admin.ts'
import { lockShop } from './lock-shop.ts'

export interface SetShopSuspendedOptions {
  events: EventBus
  admin: AdminContext
  id: string
  suspend: { reason: string } | null
}

/**
 * Suspends a shop (DESIGN.md §4): its prompts and page leave the storefront and nothing of it
 * can be bought, at once (every public query asks for an active shop). Its members keep the
 * seller area and see the reason; earnings and payouts stay as they are.
 */
export async function setShopSuspended(
  db: Database,
  { events, admin, id, suspend }: SetShopSuspendedOptions,
) {
  await db.transaction(async (tx) => {
    const shop = await lockShop(tx, id)
    const from = suspend ? 'active' : 'suspended'
    if (shop.status !== from) {
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        suspend ? 'Hanya toko aktif yang dapat dibekukan.' : 'Toko ini tidak sedang dibekukan.',
      )
    }
    const to = suspend ? ('suspended' as const) : ('active' as const)
    await tx
      .update(shops)
      .set(stampUpdate(admin.actor, { status: to, suspensionReason: suspend?.reason ?? null }))
      .where(eq(shops.id, id))
    // The Kategori menu counts published prompts of active shops only.
    await refreshCategoryStats(tx)
    await events.publish(tx, { target: `org:${id}`, type: 'shop.updated', data: { shopId: id } })
    await recordAudit(tx, admin, {
      action: suspend ? 'shop.suspend' : 'shop.reactivate',
      targetType: 'shop',
      targetId: id,
      before: { status: shop.status },
      after: { status: to },
      reason: suspend?.reason ?? null,
    })
  })
  return getShopForAdmin(db, id)
}
