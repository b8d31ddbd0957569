import type { Payout } from '@pasarprompt/contracts/payouts'
import type { Database } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { actorOf, requireVerifiedEmail } from '../auth/guards.ts'
import type { AuthSession } from '../auth/session.ts'
import { requestPayeePayout } from './request-payee-payout.ts'

export interface RequestAffiliatePayoutOptions {
  events: EventBus
  auth: AuthSession
  amount: number
  defaults: { earningsHoldDays: number }
}

/**
 * An affiliate's payout request (issue 14): a shop's rules — minimum, available balance only,
 * one open request — on the user's `affiliate_accounts` row, to their own bank account.
 */
export async function requestAffiliatePayout(
  db: Database,
  { events, auth, amount, defaults }: RequestAffiliatePayoutOptions,
): Promise<Payout> {
  requireVerifiedEmail(auth, 'Verifikasi email Anda terlebih dahulu sebelum mencairkan saldo.')
  return requestPayeePayout(db, {
    events,
    request: {
      payee: { kind: 'affiliate', userId: auth.user.id },
      actor: actorOf(auth),
      requestedBy: auth.user.id,
      amount,
    },
    defaults,
  })
}
