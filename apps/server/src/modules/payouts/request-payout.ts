import type { Payout } from '@pasarprompt/contracts/payouts'
import type { Database } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { requireShopManager, requireVerifiedEmail, type ShopContext } from '../auth/guards.ts'
import { requestPayeePayout } from './request-payee-payout.ts'

export interface RequestPayoutOptions {
  events: EventBus
  shop: ShopContext
  amount: number
  defaults: { earningsHoldDays: number }
}

/**
 * A shop's payout request (DESIGN.md §4 Payout), by its owners and admins: the payee rules of
 * `requestPayeePayout`, on the shop's row, to the shop's bank account.
 */
export async function requestPayout(
  db: Database,
  { events, shop, amount, defaults }: RequestPayoutOptions,
): Promise<Payout> {
  requireShopManager(shop, 'Hanya pemilik atau admin toko yang dapat mencairkan saldo.')
  // DESIGN.md §4: payouts take a proved address, for a shop's people as for affiliates.
  requireVerifiedEmail(shop.auth, 'Verifikasi email Anda terlebih dahulu sebelum mencairkan saldo.')
  return requestPayeePayout(db, {
    events,
    request: {
      payee: { kind: 'shop', shopId: shop.organizationId },
      actor: shop.actor,
      requestedBy: shop.auth.user.id,
      amount,
    },
    defaults,
  })
}
