import { formatRupiah } from '@pasarprompt/contracts/format'
import type { Payout } from '@pasarprompt/contracts/payouts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { payouts, shops } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import { requireShopManager, type ShopContext } from '../auth/guards.ts'
import { shopAccount } from '../ledger/accounts.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { toPayout } from './payout-view.ts'

/**
 * A payout request (DESIGN.md §4 Payout): at least the minimum, at most the available balance,
 * one open request per shop, to the shop's bank account as it is now. The shop row is locked,
 * so concurrent requests are checked one after the other and can never overdraw; the amount
 * moves `available → reserved` in the same transaction.
 */
export async function requestPayout(
  db: Database,
  events: EventBus,
  shop: ShopContext,
  amount: number,
  defaults: { earningsHoldDays: number },
): Promise<Payout> {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat menarik saldo.')
  const { minPayout } = await getPlatformSettings(db, defaults)
  if (amount < minPayout) {
    throw new AppError(
      'PAYOUT_BELOW_MINIMUM',
      `Jumlah penarikan paling sedikit ${formatRupiah(minPayout)}.`,
    )
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shops)
      .where(eq(shops.id, shop.organizationId))
      .for('update')
    if (!row) throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
    if (row.status !== 'active') {
      throw new AppError('FORBIDDEN', 'Toko ini tidak aktif sehingga tidak dapat menarik saldo.')
    }
    if (!row.bankCode || !row.bankAccountNumber || !row.bankAccountHolder) {
      throw new AppError('PAYMENT_CONFIG_MISSING')
    }
    const [open] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.shopId, shop.organizationId), eq(payouts.status, 'requested')))
      .limit(1)
    if (open) throw new AppError('PAYOUT_ALREADY_OPEN')
    if (amount > row.balance) throw new AppError('INSUFFICIENT_BALANCE')

    const [payout] = await tx
      .insert(payouts)
      .values(
        stampInsert(shop.actor, {
          shopId: shop.organizationId,
          amount,
          bankCode: row.bankCode,
          bankAccountNumber: row.bankAccountNumber,
          bankAccountHolder: row.bankAccountHolder,
          bankChangedAt: row.bankChangedAt,
          requestedBy: shop.auth.user.id,
        }),
      )
      // The partial unique index is the last word: one open request per shop, whatever happens.
      .onConflictDoNothing()
      .returning()
    if (!payout) throw new AppError('PAYOUT_ALREADY_OPEN')
    await postMovement(tx, shop.actor, {
      kind: 'payout_request',
      shopId: shop.organizationId,
      payoutId: payout.id,
      entries: [
        { account: shopAccount(shop.organizationId, 'available'), amount: -amount },
        { account: shopAccount(shop.organizationId, 'reserved'), amount },
      ],
    })
    await publishShopBalance(tx, events, shop.organizationId)
    return toPayout(payout)
  })
}
