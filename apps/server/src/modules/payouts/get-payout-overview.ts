import type { PayoutOverview } from '@pasarprompt/contracts/payouts'
import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { payouts, shops } from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { toPayout } from './payout-view.ts'

/** The payout page: the balance, the minimum, and the shop's requests, newest first. */
export async function getPayoutOverview(
  db: Executor,
  shop: ShopContext,
  defaults: { earningsHoldDays: number },
): Promise<PayoutOverview> {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat menarik saldo.')
  const [balance] = await db
    .select({
      available: shops.balance,
      held: shops.heldBalance,
      reserved: shops.reservedBalance,
    })
    .from(shops)
    .where(eq(shops.id, shop.organizationId))
  if (!balance) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.shopId, shop.organizationId))
    .orderBy(desc(payouts.createdAt))
    .limit(100)
  const { minPayout } = await getPlatformSettings(db, defaults)
  return { minPayout, ...balance, items: rows.map(toPayout) }
}
