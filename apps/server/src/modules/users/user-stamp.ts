import type { AuthSession } from '../auth/session.ts'

/**
 * The stamps of a change a user makes to their own row. better-auth's tables name the spec's
 * `last_updated` `updatedAt` (db/schema/auth.ts), so `stampUpdate`'s `lastUpdated` would miss it.
 */
export const userStamp = (auth: AuthSession) => ({
  updatedAt: new Date(),
  lastUpdatedBy: { uid: auth.user.id, email: auth.user.email },
})
