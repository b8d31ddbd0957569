import { and, eq, gt, type SQL, sql } from 'drizzle-orm'
import { invitations } from '../../db/schema.ts'

/** Invitations to this email that can still be answered: pending and not expired. */
export function isPendingInvitationFor(email: string): SQL | undefined {
  return and(
    sql`lower(${invitations.email}) = lower(${email})`,
    eq(invitations.status, 'pending'),
    gt(invitations.expiresAt, new Date()),
  )
}
