import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members, organizations, users } from '../../db/schema.ts'
import { stampInsert, systemActor } from '../../db/stamps.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'

/** What the audit log names as the actor's address: no staff account did this. */
export const COMMAND_LINE_ACTOR = 'baris perintah (admin:grant)'

export interface GrantPlatformAdminResult {
  userId: string
  email: string
  /** The admin organisations the user joined now. */
  added: string[]
  /** Those the user already belonged to (every one on a second run). */
  alreadyMember: string[]
}

/**
 * Makes a verified account platform staff (DESIGN.md §4): a member of every admin organisation,
 * as the seed makes the demo admin (role `owner`). Run by an operator at the command line, so
 * production has a first admin without hand-written SQL. Idempotent: a second run adds nothing.
 * Each membership added is audited with `operator` (who ran the command, where) as the reason.
 */
export async function grantPlatformAdmin(
  db: Database,
  options: { email: string; adminOrganizationIds: string[]; operator: string },
): Promise<GrantPlatformAdminResult> {
  const email = options.email.trim().toLowerCase()
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email))
    if (!user) {
      throw new AppError(
        'NOT_FOUND',
        `Tidak ada akun dengan email ${email}. Minta pemiliknya mendaftar dulu.`,
      )
    }
    if (!user.emailVerified) {
      throw new AppError(
        'EMAIL_NOT_VERIFIED',
        `Email ${email} belum diverifikasi. Minta pemilik akun membuka tautan verifikasi dulu.`,
      )
    }
    const existing = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, options.adminOrganizationIds))
    const missing = options.adminOrganizationIds.filter(
      (id) => !existing.some((organization) => organization.id === id),
    )
    if (missing.length > 0) {
      throw new AppError(
        'NOT_FOUND',
        `Organisasi admin ${missing.join(', ')} belum ada. Jalankan server sekali dengan ADMIN_ORGANIZATION_IDS ini agar organisasinya dibuat.`,
      )
    }

    const result: GrantPlatformAdminResult = {
      userId: user.id,
      email: user.email,
      added: [],
      alreadyMember: [],
    }
    for (const organizationId of options.adminOrganizationIds) {
      // The unique (organisation, user) index makes two runs at once add one membership.
      const [added] = await tx
        .insert(members)
        .values(
          stampInsert(systemActor, {
            id: randomUUID(),
            organizationId,
            userId: user.id,
            role: 'owner',
          }),
        )
        .onConflictDoNothing({ target: [members.organizationId, members.userId] })
        .returning({ id: members.id })
      if (!added) {
        result.alreadyMember.push(organizationId)
        continue
      }
      result.added.push(organizationId)
      // The log's actor must be an account: the one granted, with the command line as address.
      await recordAudit(
        tx,
        {
          actor: systemActor,
          organizationId,
          auth: { user: { id: user.id, email: COMMAND_LINE_ACTOR } },
        },
        {
          action: 'admin.grant',
          targetType: 'user',
          targetId: user.id,
          after: { organizationId, email: user.email, role: 'owner' },
          reason: `npm run admin:grant oleh ${options.operator}`,
        },
      )
    }
    return result
  })
}
