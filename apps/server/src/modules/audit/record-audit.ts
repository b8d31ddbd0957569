import type { AuditAction } from '@pasarprompt/contracts/audit-for-admin'
import type { Executor } from '../../db/client.ts'
import { auditLog } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'

export interface AuditEntry {
  /** `prompt.approve`, `payout.reject`, `order.refund`, … */
  action: AuditAction
  targetType: string
  targetId: string
  before?: unknown
  after?: unknown
  reason?: string | null
}

/**
 * Who acted: a staff member in the admin area, or an operator at the command line (the log
 * names an account either way: `admin:grant` names the account it granted).
 */
export interface AuditActor {
  actor: Actor
  organizationId: string
  auth: { user: { id: string; email: string } }
}

/**
 * Writes what a staff member did to the audit log, in the caller's transaction: the action and
 * its record commit together or not at all.
 */
export async function recordAudit(db: Executor, admin: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values(
    stampInsert(admin.actor, {
      actorUserId: admin.auth.user.id,
      actorEmail: admin.auth.user.email,
      adminOrganizationId: admin.organizationId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
    }),
  )
}
