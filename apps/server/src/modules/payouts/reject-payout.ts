import type { AdminPayout } from '@pasarprompt/contracts/admin-payouts'
import { payoutLifecycle } from '@pasarprompt/contracts/payouts'
import { eq } from 'drizzle-orm'
import { payouts } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { shopAccount } from '../ledger/accounts.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { publishShopBalance } from '../ledger/shop-balance.ts'
import {
  type Deps,
  lockOpenPayout,
  readAdminPayout,
  tellPayoutDecision,
} from './payout-decision.ts'

/**
 * Staff refused the request: the reserved amount is available again, and the requester and the
 * owners are told why.
 */
export async function rejectPayout(
  deps: Deps,
  admin: AdminContext,
  id: string,
  reason: string,
): Promise<AdminPayout> {
  await deps.db.transaction(async (tx) => {
    const payout = await lockOpenPayout(tx, id, 'reject')
    await tx
      .update(payouts)
      .set(
        stampUpdate(admin.actor, {
          status: payoutLifecycle.moves.reject.to,
          rejectionReason: reason,
          decidedBy: admin.auth.user.id,
          decidedAt: new Date(),
        }),
      )
      .where(eq(payouts.id, id))
    await postMovement(tx, admin.actor, {
      kind: 'payout_rejected',
      shopId: payout.shopId,
      payoutId: id,
      entries: [
        { account: shopAccount(payout.shopId, 'reserved'), amount: -payout.amount },
        { account: shopAccount(payout.shopId, 'available'), amount: payout.amount },
      ],
    })
    await publishShopBalance(tx, deps.events, payout.shopId)
    await recordAudit(tx, admin, {
      action: 'payout.reject',
      targetType: 'payout',
      targetId: id,
      before: { status: 'requested' },
      after: { status: 'rejected' },
      reason,
    })
    await tellPayoutDecision(tx, deps.events, payout, { approved: false, reason })
  })
  return readAdminPayout(deps.db, id)
}
