import type { ShopTaxProfile, TaxIdType } from '@pasarprompt/contracts/tax'
import type { Executor } from '../../db/client.ts'
import { shopTaxProfiles } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import type { ShopContext } from '../auth/guards.ts'
import { getShopTaxProfile, requireTaxAccess } from './get-shop-tax-profile.ts'

/**
 * Records the shop's NIK or NPWP and the name on it (owners and admins). The number is checked
 * by the contract (`taxIdProblem`) and kept as digits only.
 */
export async function updateShopTaxProfile(
  db: Executor,
  shop: ShopContext,
  input: { idType: TaxIdType; taxId: string; taxName: string },
): Promise<ShopTaxProfile> {
  requireTaxAccess(shop)
  const values = { idType: input.idType, taxId: input.taxId, taxName: input.taxName }
  await db
    .insert(shopTaxProfiles)
    .values(stampInsert(shop.actor, { shopId: shop.organizationId, ...values }))
    .onConflictDoUpdate({ target: shopTaxProfiles.shopId, set: stampUpdate(shop.actor, values) })
  return getShopTaxProfile(db, shop.organizationId)
}
