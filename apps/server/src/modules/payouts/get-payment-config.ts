import type { PaymentConfig } from '@pasarprompt/contracts/payouts'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { toPaymentConfig } from './payout-view.ts'

/** The active shop's bank account (owners and admins: members see no money). */
export async function getPaymentConfig(db: Executor, shop: ShopContext): Promise<PaymentConfig> {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat mengelola rekening.')
  const [row] = await db
    .select({
      bankCode: shops.bankCode,
      accountNumber: shops.bankAccountNumber,
      accountHolder: shops.bankAccountHolder,
      changedAt: shops.bankChangedAt,
    })
    .from(shops)
    .where(eq(shops.id, shop.organizationId))
  if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  return toPaymentConfig(row)
}
