import {
  PPH22_RATE_BP,
  type ShopTaxProfile,
  type TaxStatementType,
} from '@pasarprompt/contracts/tax'
import type { Executor } from '../../db/client.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { paidTurnover, readTaxProfile, statementStatus } from './statement-standing.ts'
import { wibYear } from './tax-calendar.ts'

/** Tax is money and settings: the shop's owners and admins only (DESIGN.md §4). */
export function requireTaxAccess(shop: ShopContext) {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat mengatur pajak.')
}

/** The active shop's tax identity and statement, for its owners and admins. */
export async function getOwnTaxProfile(db: Executor, shop: ShopContext): Promise<ShopTaxProfile> {
  requireTaxAccess(shop)
  return getShopTaxProfile(db, shop.organizationId)
}

/**
 * A shop's tax identity, its statement and where the statement stands this WIB year, with the
 * rate its new orders carry now (the same decision checkout makes). Staff read it too.
 */
export async function getShopTaxProfile(
  db: Executor,
  shopId: string,
  now = new Date(),
): Promise<ShopTaxProfile> {
  const profile = await readTaxProfile(db, shopId)
  const year = wibYear(now)
  const turnover = await paidTurnover(db, shopId, year)
  const status = statementStatus(profile, year, turnover)
  return {
    idType: profile?.idType ?? null,
    taxId: profile?.taxId ?? null,
    taxName: profile?.taxName ?? null,
    statement:
      status && profile?.statementYear && profile.statementUploadedAt
        ? {
            year: profile.statementYear,
            contentType: profile.statementContentType as TaxStatementType,
            size: profile.statementSize ?? 0,
            uploadedAt: profile.statementUploadedAt.toISOString(),
            status,
            rejectedAt: profile.statementRejectedAt?.toISOString() ?? null,
            rejectionReason: profile.statementRejectionReason,
          }
        : null,
    year,
    turnover,
    rateBp: status === 'valid' ? 0 : PPH22_RATE_BP,
  }
}
