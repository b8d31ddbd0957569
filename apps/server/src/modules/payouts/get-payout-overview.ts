import type { PayoutOverview } from '@pasarprompt/contracts/payouts'
import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { payouts } from '../../db/schema.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { getShopBalance } from '../ledger/shop-balance.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { toPayout } from './payout-view.ts'

/** The payout page: the balance, the minimum, and the shop's requests, newest first. */
export async function getPayoutOverview(
  db: Executor,
  shop: ShopContext,
  defaults: { earningsHoldDays: number },
): Promise<PayoutOverview> {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat mencairkan saldo.')
  const { organizationId: _, ...balance } = await getShopBalance(db, shop.organizationId)
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.shopId, shop.organizationId))
    .orderBy(desc(payouts.createdAt))
    .limit(100)
  const { minPayout } = await getPlatformSettings(db, defaults)
  return { minPayout, ...balance, items: rows.map(toPayout) }
}
