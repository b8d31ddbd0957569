import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../../config/env.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import type { Mailer } from '../../infra/mail/mailer.ts'

/** What `createAuth` is given by `app.ts`: its services and the other domains' hooks. */
export interface AuthDependencies {
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
  /**
   * Takes a shop's new name or slug by the shops' rules (an `AppError` when refused), inside the
   * transaction of better-auth's organisation update: shops sit above auth (docs/decisions/0038).
   */
  claimShopIdentity: (
    tx: Transaction,
    change: { name?: string; slug?: string; shopId: string },
  ) => Promise<unknown>
}
