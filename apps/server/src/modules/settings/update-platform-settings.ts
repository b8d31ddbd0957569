import type {
  CommissionOverview,
  PlatformSettingsInput,
} from '@pasarprompt/contracts/admin-platform'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { and, asc, desc, eq, isNotNull, like } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client.ts'
import { auditLog, organizations, platformSettings, shops } from '../../db/schema.ts'
import { stampInsert, stampUpdate } from '../../db/stamps.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { GATEWAY_FEES } from '../payments/gateway-fees.ts'
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
    .select()
    .from(auditLog)
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
      action: row.action,
      before: row.before,
      after: row.after,
    })),
  }
}

/**
 * New platform settings (DESIGN.md §4): they apply to orders created from now on — each order
 * keeps the rates it was created with — and the change is audited with its before and after.
 */
export async function updatePlatformSettings(
  db: Database,
  admin: AdminContext,
  input: PlatformSettingsInput,
  defaults: { earningsHoldDays: number },
) {
  await db.transaction(async (tx) => {
    const before = await getPlatformSettings(tx, defaults)
    await tx
      .insert(platformSettings)
      .values(stampInsert(admin.actor, { id: DEFAULT_COMPANY_ID, ...input }))
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: stampUpdate(admin.actor, input),
      })
    await recordAudit(tx, admin, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: DEFAULT_COMPANY_ID,
      before,
      after: input,
    })
  })
  return getCommissionOverview(db, defaults)
}
