import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users, waitlistEntries } from '../../db/schema.ts'
import { stampInsert } from '../../db/stamps.ts'

/** Said to everyone who asks, whatever happened to their address. */
export const WAITLIST_JOINED_MESSAGE =
  'Terima kasih! Anda sudah masuk daftar tunggu. Kami akan mengirim undangan ke email Anda saat tempat tersedia.'

/**
 * Puts a person on the waitlist. Asking again changes nothing (one entry per address, the first
 * name kept), and an address that already has an account gets no entry: the caller learns none
 * of this, so the form cannot be used to find out who is registered or waiting.
 */
export async function joinWaitlist(db: Executor, input: { name: string; email: string }) {
  const email = input.email.toLowerCase()
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1)
  if (!user) {
    await db
      .insert(waitlistEntries)
      .values(
        stampInsert(
          { uid: 'guest', email, companyId: DEFAULT_COMPANY_ID },
          { name: input.name, email, status: 'waiting' as const },
        ),
      )
      .onConflictDoNothing()
  }
  return { message: WAITLIST_JOINED_MESSAGE }
}
