import type { CommissionOverview } from '@pasarprompt/contracts/settings'
import { and, asc, desc, eq, isNotNull, like } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { auditLog, organizations, shops, users } from '../../db/schema.ts'
import { GATEWAY_FEES } from '../ledger/gateway-fees.ts'
import { getPlatformSettings } from './get-platform-settings.ts'

/** /admin/commission: the settings, the shops with their own commission, fees and history. */
export async function getCommissionOverview(
  db: Executor,
  defaults: { earningsHoldDays: number },
): Promise<CommissionOverview> {
  const overrides = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      commissionBp: shops.commissionBp,
    })
    .from(shops)
    .innerJoin(organizations, eq(organizations.id, shops.id))
    .where(isNotNull(shops.commissionBp))
    .orderBy(asc(organizations.name))
  const history = await db
    .select({
      createdAt: auditLog.createdAt,
      actorEmail: auditLog.actorEmail,
      actorName: users.name,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.targetType, 'settings'), like(auditLog.action, 'settings.%')))
    .orderBy(desc(auditLog.createdAt))
    .limit(20)
  return {
    settings: await getPlatformSettings(db, defaults),
    overrides: overrides.map((row) => ({ ...row, commissionBp: row.commissionBp ?? 0 })),
    gatewayFees: Object.entries(GATEWAY_FEES).map(([method, fee]) => ({
      method,
      bp: fee.bp ?? 0,
      flat: fee.flat ?? 0,
    })),
    history: history.map((row) => ({
      at: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      // An account deleted since keeps its email in the log.
      actorName: row.actorName ?? row.actorEmail,
      action: row.action,
      before: row.before,
      after: row.after,
    })),
  }
}
