import { SIGN_UP_WAITLIST_ONLY } from '@pasarprompt/contracts/waitlist'
import type { BetterAuthOptions } from 'better-auth'
import { APIError } from 'better-auth/api'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { members, users } from '../../db/schema.ts'
import type { AuthDependencies } from './auth-dependencies.ts'
import { authMessages } from './auth-messages.ts'

/** What happens around better-auth's own rows: a new account, a new session, a switch. */
export function authDatabaseHooks({
  db,
  signUps,
  onEmailProved,
  onSessionCreated,
}: Pick<
  AuthDependencies,
  'db' | 'signUps' | 'onEmailProved' | 'onSessionCreated'
>): BetterAuthOptions['databaseHooks'] {
  return {
    user: {
      create: {
        // In waitlist mode no account without an invitation, whatever the sign-up path. A
        // refusal is a real 403 here: better-auth would answer sign-up/email with a fake
        // success instead if requireEmailVerification were on or autoSignIn off.
        before: async (user) => {
          if (!(await signUps.mayCreateAccount(user.email))) throw waitlistOnly()
        },
        after: async (user) => {
          await signUps.onAccountCreated(user)
          // An account whose provider vouches for the address (Google) starts verified.
          if (user.emailVerified) await onEmailProved(user)
        },
      },
    },
    session: {
      create: {
        // A new session starts in the organisation the user used last (DESIGN.md §4).
        before: async (session) => ({
          data: {
            ...session,
            activeOrganizationId: await lastActiveOrganization(db, session.userId),
          },
        }),
        // Guest orders placed since with this (verified) address join the account at sign-in.
        after: async (session, ctx) => {
          await onSessionCreated({
            userId: session.userId,
            ipAddress: session.ipAddress ?? null,
            cookie: ctx?.headers?.get('cookie') ?? ctx?.request?.headers.get('cookie') ?? null,
          })
          const [user] = await db
            .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
            .from(users)
            .where(eq(users.id, session.userId))
          if (user?.emailVerified) await onEmailProved(user)
        },
      },
      update: {
        // better-auth clears the active organisation before refusing a switch to one the user
        // is not in: the refused user would lose the shop they work in. Only a switch that
        // asks for none (`organizationId: null`) may clear it; the refusal itself stands.
        before: async (session, ctx) => {
          if (ctx?.path !== '/organization/set-active' || session.activeOrganizationId !== null)
            return
          const asked = (ctx.body as { organizationId?: unknown } | undefined)?.organizationId
          if (asked !== null) return false
        },
      },
    },
  }
}

/** The refusal of an account without an invitation (waitlist mode); Indonesian in auth-messages.ts. */
const waitlistOnly = () =>
  new APIError('FORBIDDEN', {
    code: SIGN_UP_WAITLIST_ONLY,
    message: authMessages[SIGN_UP_WAITLIST_ONLY],
  })

/** The organisation a new session should start in, if the user is still a member of it. */
async function lastActiveOrganization(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: members.organizationId })
    .from(users)
    .innerJoin(
      members,
      and(eq(members.userId, users.id), eq(members.organizationId, users.lastActiveOrganizationId)),
    )
    .where(eq(users.id, userId))
    .limit(1)
  if (row) return row.organizationId
  const [first] = await db
    .select({ organizationId: members.organizationId })
    .from(members)
    .where(eq(members.userId, userId))
    .orderBy(members.createdAt)
    .limit(1)
  return first?.organizationId ?? null
}
