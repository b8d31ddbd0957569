import type { PendingInvitation } from '@pasarprompt/contracts/session'
import type { ShopRole } from '@pasarprompt/contracts/shops'
import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { invitations, organizations, users } from '../../db/schema.ts'
import { isPendingInvitationFor } from './pending-invitation.ts'
import type { AuthSession } from './session.ts'

/** Invitations addressed to the caller's email that can still be accepted or rejected. */
export async function listPendingInvitations(
  db: Executor,
  auth: AuthSession,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      organizationId: invitations.organizationId,
      organizationName: organizations.name,
      role: invitations.role,
      inviterName: users.name,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(isPendingInvitationFor(auth.user.email))
    .orderBy(asc(invitations.createdAt))
  return rows.map((row) => ({
    ...row,
    role: (row.role ?? 'member') as ShopRole,
    expiresAt: row.expiresAt.toISOString(),
  }))
}
