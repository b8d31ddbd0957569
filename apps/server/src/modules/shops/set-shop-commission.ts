import { basisPointsToPercent } from '@pasarprompt/contracts/basis-points'
import { MAX_COMMISSION_PLUS_AFFILIATE_BP } from '@pasarprompt/contracts/constants'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { getShopForAdmin } from './get-shop-for-admin.ts'
import { lockShop } from './lock-shop.ts'

export interface SetShopCommissionOptions {
  admin: AdminContext
  id: string
  commissionBp: number | null
  defaults: { earningsHoldDays: number }
}

/**
 * A shop's own commission for its new orders, or null to follow the platform setting. With the
 * affiliate rate it may not pass 90 % (DESIGN.md §4), so a seller always keeps a share.
 */
export async function setShopCommission(
  db: Database,
  { admin, id, commissionBp, defaults }: SetShopCommissionOptions,
) {
  await db.transaction(async (tx) => {
    const shop = await lockShop(tx, id)
    // The shop's own affiliate rate if it set one, else the platform's.
    const affiliateBp = shop.affiliateBp ?? (await getPlatformSettings(tx, defaults)).affiliateBp
    if (commissionBp !== null && commissionBp + affiliateBp > MAX_COMMISSION_PLUS_AFFILIATE_BP) {
      throw new AppError(
        'VALIDATION_FAILED',
        `Komisi ditambah komisi afiliasi (${basisPointsToPercent(affiliateBp)}%) paling tinggi 90%.`,
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
  return getShopForAdmin(db, id)
}
