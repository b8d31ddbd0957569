import { AppError } from '../../lib/app-error.ts'
import type { AuthSession } from '../auth/session.ts'

/** Money moves only for a proved address (DESIGN.md §4), like opening a shop. */
export function requireVerifiedEmail(auth: AuthSession, refusal: string) {
  if (!auth.user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', refusal)
}
