import { MAX_COMMISSION_PLUS_AFFILIATE_BP } from '@pasarprompt/contracts/constants'
import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { refreshCategoryStats } from '../catalog/refresh-category-stats.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { getAdminShop } from './get-shop-for-admin.ts'

async function lockShop(tx: Transaction, id: string) {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, id)).for('update')
  if (!shop) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return shop
}

/**
 * Suspends a shop (DESIGN.md §4): its prompts and page leave the storefront and nothing of it
 * can be bought, at once (every public query asks for an active shop). Its members keep the
 * seller area and see the reason; earnings and payouts stay as they are.
 */
export async function setShopSuspended(
  db: Database,
  events: EventBus,
  admin: AdminContext,
  id: string,
  suspend: { reason: string } | null,
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
  return getAdminShop(db, id)
}

/**
 * A shop's own commission for its new orders, or null to follow the platform setting. With the
 * affiliate rate it may not pass 90 % (DESIGN.md §4), so a seller always keeps a share.
 */
export async function setShopCommission(
  db: Database,
  admin: AdminContext,
  id: string,
  commissionBp: number | null,
  defaults: { earningsHoldDays: number },
) {
  await db.transaction(async (tx) => {
    const shop = await lockShop(tx, id)
    const { affiliateBp } = await getPlatformSettings(tx, defaults)
    if (commissionBp !== null && commissionBp + affiliateBp > MAX_COMMISSION_PLUS_AFFILIATE_BP) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Komisi ditambah komisi afiliasi (${affiliateBp / 100}%) paling tinggi 90%.`,
      )
    }
    await tx.update(shops).set(stampUpdate(admin.actor, { commissionBp })).where(eq(shops.id, id))
    await recordAudit(tx, admin, {
      action: 'shop.commission',
      targetType: 'shop',
      targetId: id,
      before: { commissionBp: shop.commissionBp },
      after: { commissionBp },
    })
  })
  return getAdminShop(db, id)
}
