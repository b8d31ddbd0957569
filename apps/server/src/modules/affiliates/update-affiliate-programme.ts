import type {
  ShopAffiliateProgramme,
  UpdateShopAffiliateProgrammeInput,
} from '@pasarprompt/contracts/affiliates'
import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { maxAffiliateRate } from '../settings/affiliate-rate.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { lockShop } from '../shops/lock-shop.ts'
import {
  getAffiliateProgrammeForShop,
  PROGRAMME_REFUSAL,
} from './get-affiliate-programme-for-shop.ts'

export interface UpdateAffiliateProgrammeOptions {
  shop: ShopContext
  input: UpdateShopAffiliateProgrammeInput
  defaults: { earningsHoldDays: number }
}

/**
 * Switches the active shop's programme on or off and sets its rate (null: the platform's
 * default), for new orders only. The rate may not pass what the shop's commission leaves below
 * 90 % (DESIGN.md §4). Not audited: the audit log records staff actions, and a shop's own
 * settings (its bank account, profile) are not in it either.
 */
export async function updateAffiliateProgramme(
  db: Database,
  { shop, input, defaults }: UpdateAffiliateProgrammeOptions,
): Promise<ShopAffiliateProgramme> {
  requireShopManager(shop, PROGRAMME_REFUSAL)
  await db.transaction(async (tx) => {
    const current = await lockShop(tx, shop.organizationId)
    if (current.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        'Toko ini sedang dinonaktifkan, jadi programnya tidak dapat diubah.',
      )
    }
    const settings = await getPlatformSettings(tx, defaults)
    const max = maxAffiliateRate(current.commissionBp ?? settings.commissionBp)
    if (input.rateBp !== null && input.rateBp > max) {
      const message = `Komisi afiliasi paling tinggi ${formatBasisPoints(max)} untuk toko ini.`
      throw new AppError('VALIDATION_FAILED', message, {
        fields: [{ path: 'body.rateBp', message }],
      })
    }
    await tx
      .update(shops)
      .set(stampUpdate(shop.actor, { affiliateEnabled: input.enabled, affiliateBp: input.rateBp }))
      .where(eq(shops.id, shop.organizationId))
  })
  return getAffiliateProgrammeForShop(db, shop, defaults)
}
