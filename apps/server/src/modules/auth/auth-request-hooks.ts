import { PASSWORD_MAX_LENGTH } from '@pasarprompt/contracts/password'
import { ProfileName } from '@pasarprompt/contracts/profile'
import { safeReturnPath } from '@pasarprompt/contracts/return-path'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sessions, users } from '../../db/schema.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { announceRemoval } from './announce-removal.ts'
import { limitInvitations } from './limit-account-mail.ts'

/** Endpoints whose `callbackURL` the verification mail's link follows. */
const RETURN_PATH_ENDPOINTS = new Set([
  '/sign-up/email',
  '/send-verification-email',
  '/verify-email',
])

/** A path on this site, and so is the `redirect` it carries on to (the verification page's). */
function isSafeCallback(callbackURL: unknown): boolean {
  const path = safeReturnPath(callbackURL)
  if (!path) return false
  const next = new URL(path, 'https://pasarprompt.invalid').searchParams.get('redirect')
  return next === null || safeReturnPath(next) !== null
}

/** Endpoints after which the session's active organisation may have changed. */
const ORGANIZATION_SWITCHES = new Set([
  '/organization/set-active',
  '/organization/accept-invitation',
])

/**
 * Checks before better-auth's endpoints (return paths, passwords asked again, invitation limits,
 * the new account's name) and what follows a switch or a leave. `callerOf` is the acting user,
 * by cookie or bearer token.
 */
export function authRequestHooks({
  db,
  events,
  callerOf,
}: {
  db: Database
  events: EventBus
  callerOf: (ctx: AuthMiddlewareContext) => Promise<{ user: { id: string } } | null>
}) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      // The verification link sends its reader on to `callbackURL`, and the verification page
      // on to its `redirect`: both only a path on this site (never an open redirect).
      if (RETURN_PATH_ENDPOINTS.has(ctx.path)) {
        const callbackURL =
          ctx.path === '/verify-email'
            ? (ctx.query as { callbackURL?: unknown } | undefined)?.callbackURL
            : (ctx.body as { callbackURL?: unknown } | undefined)?.callbackURL
        if (callbackURL !== undefined && !isSafeCallback(callbackURL)) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_CALLBACK_URL',
            message: 'Alamat tujuan tidak diizinkan.',
          })
        }
      }
      // Deleting an account always asks for its password, however fresh the session is.
      if (ctx.path === '/delete-user') {
        const body = ctx.body as { password?: unknown; token?: unknown } | undefined
        if (typeof body?.password !== 'string' || body.password === '' || body.token) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_REQUIRED',
            message: 'Masukkan kata sandi Anda untuk menghapus akun.',
          })
        }
      }
      // So does moving the account to another address: with a stolen session alone, an email
      // change followed by a password reset would hand over the account, its purchases and shop.
      if (ctx.path === '/change-email') await requireCurrentPassword(ctx, await callerOf(ctx))
      if (ctx.path === '/organization/invite-member') {
        const session = await callerOf(ctx)
        if (session) await limitInvitations(db, session.user.id)
      }
      // A new account's name follows Profil's rules (it shows on reviews), and its picture is
      // only ever one uploaded through the account API.
      if (ctx.path === '/sign-up/email') {
        const body = ctx.body as { name?: unknown; image?: unknown } | undefined
        const name = ProfileName.safeParse(body?.name)
        if (!name.success) {
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_NAME',
            message: name.error.issues[0]?.message ?? 'Nama tidak valid.',
          })
        }
        if (body?.image !== undefined && body.image !== null) {
          throw new APIError('BAD_REQUEST', {
            code: 'IMAGE_NOT_ALLOWED',
            message: 'Foto profil diunggah dari halaman Profil.',
          })
        }
        // The name is stored as checked: trimmed.
        return { context: { body: { ...body, name: name.data } } }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (!ORGANIZATION_SWITCHES.has(ctx.path) && ctx.path !== '/organization/leave') return
      // After-hooks also run when the endpoint refused the request: act only on success.
      if (ctx.context.returned instanceof APIError) return
      const session = await getSessionFromCtx(ctx)
      if (!session) return
      if (ctx.path === '/organization/leave') {
        const left = (ctx.body as { organizationId?: string } | undefined)?.organizationId
        if (left)
          await announceRemoval({ events, db, userId: session.user.id, organizationId: left })
        return
      }
      await rememberActiveOrganization(db, session.session.id, session.user.id)
    }),
  }
}

/** Keeps the session's active organisation on the user, for their next session. */
async function rememberActiveOrganization(db: Database, sessionId: string, userId: string) {
  const [row] = await db
    .select({ organizationId: sessions.activeOrganizationId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
  if (row?.organizationId) {
    await db
      .update(users)
      .set({ lastActiveOrganizationId: row.organizationId })
      .where(eq(users.id, userId))
  }
}

/** The session's own password in the body (`password`), checked against its credential account. */
export type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

async function requireCurrentPassword(
  ctx: AuthMiddlewareContext,
  session: { user: { id: string } } | null,
) {
  const password = (ctx.body as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '' || password.length > PASSWORD_MAX_LENGTH) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_REQUIRED',
      message: 'Masukkan kata sandi Anda untuk mengganti email.',
    })
  }
  if (!session) throw new APIError('UNAUTHORIZED')
  const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id)
  if (!account?.password) {
    throw new APIError('BAD_REQUEST', {
      code: 'CREDENTIAL_ACCOUNT_NOT_FOUND',
      message: 'Akun ini belum punya kata sandi. Buat dulu lewat "Lupa kata sandi".',
    })
  }
  if (!(await ctx.context.password.verify({ hash: account.password, password }))) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_PASSWORD',
      message: 'Kata sandi salah.',
    })
  }
}
