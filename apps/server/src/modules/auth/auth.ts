import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, getSessionFromCtx } from 'better-auth/api'
import { bearer, oneTap } from 'better-auth/plugins'
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
import { AUTH_DEFAULT_RATE_LIMIT, AUTH_RATE_LIMITS } from '../limits/limits.ts'
import { accountMailOptions } from './account-mail-options.ts'
import { authDatabaseHooks } from './auth-database-hooks.ts'
import type { AuthDependencies } from './auth-dependencies.ts'
import { type AuthMiddlewareContext, authRequestHooks } from './auth-request-hooks.ts'
import { companyIdField } from './company-id-field.ts'
import { shopOrganizations } from './shop-organizations.ts'

/** A limit of the rules table as better-auth's rate limiter takes it (its window in seconds). */
const betterAuthRule = ({ max, windowMs }: { max: number; windowMs: number }) => ({
  max,
  window: windowMs / 1000,
})

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
  claimShopIdentity,
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
    ...accountMailOptions({ db, mailer, log, onEmailProved }),
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
    databaseHooks: authDatabaseHooks({ db, signUps, onEmailProved, onSessionCreated }),
    hooks: authRequestHooks({ db, events, callerOf }),
    plugins: [
      shopOrganizations({ env, db, mailer, events, log, claimShopIdentity }),
      bearer(),
      ...(env.google ? [oneTap()] : []),
    ],
  })
  sessionFromHeaders = (headers) => auth.api.getSession({ headers })
  return auth
}

export type Auth = ReturnType<typeof createAuth>
