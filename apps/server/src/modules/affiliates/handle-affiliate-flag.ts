import type { AdminAffiliateFlag } from '@pasarprompt/contracts/affiliate-flags'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { affiliateFlags } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { selectAdminAffiliateFlags } from './list-affiliate-flags-for-admin.ts'

/**
 * A staff member marks a flag handled (issue 26): it leaves the open list, keeps who and when,
 * and the next occurrence of its reason opens a new flag. Marking a handled flag again changes
 * nothing. Audited, like every staff decision.
 */
export async function handleAffiliateFlag(
  db: Database,
  admin: AdminContext,
  id: string,
): Promise<AdminAffiliateFlag> {
  await db.transaction(async (tx) => {
    const [handled] = await tx
      .update(affiliateFlags)
      .set(stampUpdate(admin.actor, { handledAt: new Date(), handledBy: admin.auth.user.id }))
      .where(and(eq(affiliateFlags.id, id), isNull(affiliateFlags.handledAt)))
      .returning({ reason: affiliateFlags.reason, affiliateId: affiliateFlags.affiliateId })
    if (!handled) return
    await recordAudit(tx, admin, {
      action: 'affiliate_flag.handle',
      targetType: 'affiliate_flag',
      targetId: id,
      before: { handled: false },
      after: { handled: true, reason: handled.reason, affiliateId: handled.affiliateId },
    })
  })
  const [flag] = await selectAdminAffiliateFlags(db, eq(affiliateFlags.id, id), 1)
  if (!flag) throw new AppError('NOT_FOUND', 'Tanda tidak ditemukan.')
  return flag
}
