import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pasarprompt/contracts/password'
import type { BetterAuthOptions } from 'better-auth'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.ts'
import type { AuthDependencies } from './auth-dependencies.ts'
import {
  changeEmailVerificationEmail,
  passwordResetEmail,
  verificationEmail,
} from './auth-emails.ts'
import { mayMailAccountLink } from './limit-account-mail.ts'

/**
 * Signing in with a password and proving an address: the rules, and the account mails they
 * send (each under the inbox limit of issue 26).
 */
export function accountMailOptions({
  db,
  mailer,
  log,
  onEmailProved,
}: Pick<AuthDependencies, 'db' | 'mailer' | 'log' | 'onEmailProved'>) {
  return {
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
  } satisfies Pick<BetterAuthOptions, 'emailAndPassword' | 'emailVerification'>
}
