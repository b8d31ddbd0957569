import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import type { WaitlistEntry } from '@pasarprompt/contracts/waitlist'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { users, waitlistEntries } from '../../db/schema.ts'
import { stampUpdate } from '../../db/stamps.ts'
import type { Mailer } from '../../infra/mail/mailer.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAudit } from '../audit/record-audit.ts'
import type { AdminContext } from '../auth/guards.ts'
import { toWaitlistEntry, waitlistColumns } from './list-waitlist-for-admin.ts'
import { waitlistInvitationEmail } from './waitlist-invitation-email.ts'

interface Deps {
  db: Database
  mailer: Mailer
  publicUrl: string
}

/**
 * Lets one person from the waitlist create an account: the entry becomes `invited` (auth.ts
 * then accepts that address in waitlist mode) and they get an email with a link to `/sign-up`.
 * Inviting again sends the email again; someone who already joined cannot be invited.
 */
export async function inviteFromWaitlist(
  deps: Deps,
  admin: AdminContext,
  id: string,
): Promise<WaitlistEntry> {
  const invited = await deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.companyId, DEFAULT_COMPANY_ID)))
      .for('update')
    if (!entry) throw new AppError('NOT_FOUND', 'Entri daftar tunggu tidak ditemukan.')
    if (entry.status === 'joined') {
      throw new AppError('CONFLICT', 'Orang ini sudah membuat akun; undangan tidak diperlukan.')
    }
    await tx
      .update(waitlistEntries)
      .set(
        stampUpdate(admin.actor, {
          status: 'invited' as const,
          invitedAt: new Date(),
          invitedBy: admin.auth.user.id,
        }),
      )
      .where(eq(waitlistEntries.id, id))
    await recordAudit(tx, admin, {
      action: 'waitlist.invite',
      targetType: 'waitlist_entry',
      targetId: id,
      before: { status: entry.status },
      after: { status: 'invited', email: entry.email },
    })
    return entry
  })
  await deps.mailer.send(
    waitlistInvitationEmail({
      to: invited.email,
      name: invited.name,
      link: `${deps.publicUrl}/sign-up?email=${encodeURIComponent(invited.email)}`,
    }),
  )
  const [row] = await deps.db
    .select(waitlistColumns)
    .from(waitlistEntries)
    .leftJoin(users, eq(users.id, waitlistEntries.invitedBy))
    .where(eq(waitlistEntries.id, id))
  if (!row) throw new AppError('NOT_FOUND', 'Entri daftar tunggu tidak ditemukan.')
  return toWaitlistEntry(row)
}
