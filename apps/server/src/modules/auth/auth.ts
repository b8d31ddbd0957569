import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pasarprompt/contracts/password'
import { ProfileName } from '@pasarprompt/contracts/profile'
import { safeReturnPath } from '@pasarprompt/contracts/return-path'
import { ShopName, ShopRole, ShopSlug } from '@pasarprompt/contracts/shops'
import { SIGN_UP_WAITLIST_ONLY } from '@pasarprompt/contracts/waitlist'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { bearer, oneTap, organization } from 'better-auth/plugins'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { ZodType } from 'zod'
import type { Env } from '../../config/env.ts'
import type { Database } from '../../db/client.ts'
import {
  accounts,
  invitations,
  members,
  organizations,
  rateLimits,
  sessions,
  users,
  verifications,
} from '../../db/schema.ts'
import { AppError } from '../../lib/app-error.ts'
import { writeOrHold } from '../../lib/outcome-log.ts'
import type { EventBus } from '../../plugins/events/event-bus.ts'
import type { Mailer } from '../../plugins/mail/mailer.ts'
import {
  changeEmailVerificationEmail,
  invitationEmail,
  passwordResetEmail,
  verificationEmail,
} from '../../plugins/mail/templates.ts'
import { AUTH_DEFAULT_RATE_LIMIT, AUTH_RATE_LIMITS } from '../limits/limits.ts'
import { claimShopIdentity } from '../shops/claim-shop-identity.ts'
import { announceRemoval } from './announce-removal.ts'
import { authMessages } from './auth-messages.ts'
import { limitInvitations, mayMailAccountLink, mayMailInvitation } from './limit-account-mail.ts'

interface AuthDependencies {
  env: Env
  db: Database
  secret: string
  mailer: Mailer
  events: EventBus
  /** better-auth's own messages (its errors) go to the app's log, redacted like every line. */
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>
  /**
   * Runs once a user has proved their address (verification, or signing in verified): other
   * domains attach what belongs to that address, such as guest orders (DESIGN.md §4).
   */
  onEmailProved: (user: { id: string; email: string }) => Promise<unknown>
  /**
   * Runs after every new session (sign-in, sign-up, Google): where and in which browser the user
   * signed in, for the checks against self-referral (issue 26). `cookie` is the request's.
   */
  onSessionCreated: (session: {
    userId: string
    ipAddress: string | null
    cookie: string | null
  }) => Promise<unknown>
  /**
   * Who may get an account now (the sign-up mode and the waitlist), asked before every account
   * is created, by email and password, Google or one-tap alike; `onAccountCreated` runs after.
   */
  signUps: {
    mayCreateAccount: (email: string) => Promise<boolean>
    onAccountCreated: (user: { id: string; email: string }) => Promise<unknown>
  }
  /**
   * Runs before better-auth deletes a user (password confirmed): refuses with an AppError while
   * the account still answers for money or people, and removes personal data that would stay.
   */
  beforeUserDelete: (user: { id: string }) => Promise<unknown>
  /** Runs once the user row is gone: files that were theirs (the avatar). */
  afterUserDelete: (user: { id: string; image?: string | null }) => Promise<unknown>
}

/** Filled by the server on every row better-auth writes; never accepted from a client. */
const companyIdField = {
  companyId: {
    type: 'string',
    required: true,
    input: false,
    defaultValue: DEFAULT_COMPANY_ID,
    fieldName: 'companyId',
  },
} as const

/** A limit of the rules table as better-auth's rate limiter takes it (its window in seconds). */
const betterAuthRule = ({ max, windowMs }: { max: number; windowMs: number }) => ({
  max,
  window: windowMs / 1000,
})

const roleNames: Record<string, string> = { owner: 'pemilik', admin: 'admin', member: 'anggota' }

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

export function createAuth({
  env,
  db,
  secret,
  mailer,
  events,
  log,
  onEmailProved,
  onSessionCreated,
  signUps,
  beforeUserDelete,
  afterUserDelete,
}: AuthDependencies) {
  // better-auth's `hooks.before` runs before its bearer plugin turns a token into the session
  // cookie, so `getSessionFromCtx` sees no session for a bearer-only client there; this asks the
  // finished instance, which reads either (set once it exists, below).
  let sessionFromHeaders: (headers: Headers) => Promise<{ user: { id: string } } | null> =
    async () => null
  // With a bearer token the endpoint acts for the token's user, even beside another person's
  // cookie (the bearer plugin replaces the cookie): the checks must ask about that same user.
  const callerOf = async (ctx: AuthMiddlewareContext) =>
    ctx.headers?.get('authorization')
      ? await sessionFromHeaders(ctx.headers)
      : await getSessionFromCtx(ctx)

  const auth = betterAuth({
    appName: 'PasarPrompt',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret,
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error)
        // Most of its error lines are a client's mistake: the answer's status decides (plugins/auth.ts).
        writeOrHold(
          log,
          level,
          { err, details: args.filter((arg) => arg !== err) },
          `better-auth: ${message}`,
        )
      },
    },
    // Without this hook better-auth also prints every refusal it throws (a bad callbackURL) to the
    // console at error level. A refusal is the relay's info line (plugins/auth.ts); a fault is logged.
    onAPIError: {
      onError: (error) => {
        if (error instanceof APIError && error.statusCode < 500) return
        writeOrHold(log, 'error', { err: error }, 'better-auth: request failed')
      },
    },
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        organization: organizations,
        member: members,
        invitation: invitations,
        rateLimit: rateLimits,
      },
    }),
    // The profile (name, picture, phone, birth date, gender) changes only through our account
    // API, with its validation; better-auth's own `/update-user` is not served.
    disabledPaths: ['/update-user'],
    user: {
      additionalFields: {
        ...companyIdField,
        lastActiveOrganizationId: { type: 'string', required: false, input: false },
        phoneNumber: { type: 'string', required: false, input: false },
        dateOfBirth: { type: 'string', required: false, input: false },
        gender: { type: 'string', required: false, input: false },
      },
      // The address changes once the link sent to the NEW address is followed (then it counts
      // as verified, and guest orders placed with it join the account).
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await beforeUserDelete(user)
          } catch (error) {
            if (error instanceof AppError) {
              throw new APIError(error.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', {
                code: error.code,
                message: error.message,
              })
            }
            throw error
          }
        },
        afterDelete: async (user) => {
          await afterUserDelete(user)
        },
      },
    },
    session: { additionalFields: companyIdField },
    account: {
      additionalFields: companyIdField,
      accountLinking: { enabled: true, trustedProviders: ['google'] },
    },
    verification: { additionalFields: companyIdField },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Browsing and buying work unverified; opening a shop, inviting and payouts do not.
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        // Anyone can ask for these mails: a limit reached is their doing, info (issue 26).
        if (!(await mayMailAccountLink(db, user.email))) {
          log.info({ mail: 'password-reset' }, 'account mail over the inbox limit: not sent')
          return
        }
        await mailer.send(passwordResetEmail({ to: user.email, name: user.name, link: url }))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        // On an email change better-auth hands over the user with the NEW address, which is
        // not yet the stored one: that mail says what the link does.
        const [stored] = await db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, user.id))
        const changing = stored !== undefined && stored.email !== user.email
        if (!(await mayMailAccountLink(db, user.email))) {
          log.info(
            { mail: changing ? 'change-email' : 'verification' },
            'account mail over the inbox limit: not sent',
          )
          return
        }
        await mailer.send(
          (changing ? changeEmailVerificationEmail : verificationEmail)({
            to: user.email,
            name: user.name,
            link: url,
          }),
        )
      },
      // Guest orders placed with this address join the account now that it is proven.
      afterEmailVerification: async (user) => {
        await onEmailProved(user)
      },
    },
    ...(env.google
      ? {
          socialProviders: {
            google: { clientId: env.google.clientId, clientSecret: env.google.clientSecret },
          },
        }
      : {}),
    rateLimit: {
      enabled: env.nodeEnv !== 'test',
      storage: env.databaseUrl ? 'database' : 'memory',
      ...betterAuthRule(AUTH_DEFAULT_RATE_LIMIT),
      customRules: Object.fromEntries(
        Object.entries(AUTH_RATE_LIMITS).map(([path, limit]) => [path, betterAuthRule(limit)]),
      ),
    },
    advanced: {
      // better-auth turns these checks off when it thinks it runs under test; never here.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'pasarprompt',
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // plugins/auth.ts replaces this header with Fastify's `request.ip` (TRUST_PROXY resolved):
      // its limits and session records count the same address as every other limit.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
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
    },
    hooks: {
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
          if (left) await announceRemoval(events, db, session.user.id, left)
          return
        }
        await rememberActiveOrganization(db, session.session.id, session.user.id)
      }),
    },
    plugins: [
      organization({
        // Shops are opened through POST /api/v1/account/shops: slug rules, the shop profile and
        // the owner membership in one transaction.
        allowUserToCreateOrganization: false,
        disableOrganizationDeletion: true,
        creatorRole: 'owner',
        invitationExpiresIn: 7 * 24 * 60 * 60,
        requireEmailVerificationOnInvitation: true,
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async ({ email, id, organization: org, inviter, role }) => {
          if (!(await mayMailInvitation(db, email))) {
            log.info({ mail: 'invitation' }, 'invitation mail over the inbox limit: not sent')
            return
          }
          await mailer.send(
            invitationEmail({
              to: email,
              inviterName: inviter.user.name,
              organizationName: org.name,
              role: roleNames[role] ?? role,
              link: `${env.publicUrl}/authentication/organization/approve?invitationId=${id}`,
            }),
          )
        },
        schema: {
          organization: { additionalFields: companyIdField },
          member: { additionalFields: companyIdField },
          invitation: { additionalFields: companyIdField },
        },
        organizationHooks: {
          // Only the name and slug of a shop change here, by the same rules as at creation.
          beforeUpdateOrganization: async ({ organization: update, member }) => {
            const { name, slug, ...rest } = update
            // Fields we do not accept, or none at all (better-auth drops server-only fields first).
            if (Object.keys(rest).length > 0 || (name === undefined && slug === undefined)) {
              throw new APIError('BAD_REQUEST', {
                code: 'SHOP_UPDATE_INVALID',
                message: 'Hanya nama dan alamat toko yang dapat diubah di sini.',
              })
            }
            const data: { name?: string; slug?: string } = {}
            if (name !== undefined) data.name = parseOrRefuse(ShopName, name, 'SHOP_UPDATE_INVALID')
            if (slug !== undefined) data.slug = parseOrRefuse(ShopSlug, slug, 'SHOP_SLUG_INVALID')
            // better-auth looked the slug up as sent; the lower-cased one may be another shop's
            // (its unique index then answered 500), and the name may copy another shop's.
            try {
              await db.transaction((tx) =>
                claimShopIdentity(tx, { ...data, shopId: member.organizationId }),
              )
            } catch (error) {
              if (!(error instanceof AppError)) throw error
              // A brand behind a look-alike only the server's table knows: refused like the schema.
              if (error.status === 400) {
                throw new APIError('BAD_REQUEST', {
                  code: 'SHOP_UPDATE_INVALID',
                  message: error.message,
                })
              }
              // SHOP_SLUG_TAKEN or SHOP_NAME_TAKEN, as our own API answers.
              throw new APIError('CONFLICT', { code: error.code, message: error.message })
            }
            return { data }
          },
          // One role per member, from our three: anything else would break the member's views.
          beforeCreateInvitation: async ({ invitation }) => {
            parseOrRefuse(ShopRole, invitation.role, 'ROLE_INVALID')
          },
          beforeUpdateMemberRole: async ({ newRole }) => {
            parseOrRefuse(ShopRole, newRole, 'ROLE_INVALID')
          },
          afterRemoveMember: async ({ member }) =>
            announceRemoval(events, db, member.userId, member.organizationId),
        },
      }),
      bearer(),
      ...(env.google ? [oneTap()] : []),
    ],
  })
  sessionFromHeaders = (headers) => auth.api.getSession({ headers })
  return auth
}

export type Auth = ReturnType<typeof createAuth>

/** The parsed value, or better-auth's 400 with the schema's Indonesian message. */
function parseOrRefuse<T>(schema: ZodType<T>, value: unknown, code: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new APIError('BAD_REQUEST', {
    code,
    message: parsed.error.issues[0]?.message ?? 'Data yang dikirim tidak valid.',
  })
}

/** The refusal of an account without an invitation (waitlist mode); Indonesian in auth-messages.ts. */
const waitlistOnly = () =>
  new APIError('FORBIDDEN', {
    code: SIGN_UP_WAITLIST_ONLY,
    message: authMessages[SIGN_UP_WAITLIST_ONLY],
  })

/** Endpoints after which the session's active organisation may have changed. */
const ORGANIZATION_SWITCHES = new Set([
  '/organization/set-active',
  '/organization/accept-invitation',
])

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

/** The session's own password in the body (`password`), checked against its credential account. */
type AuthMiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

async function requireCurrentPassword(
  ctx: AuthMiddlewareContext,
  session: { user: { id: string } } | null,
) {
  const password = (ctx.body as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '' || password.length > 128) {
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
