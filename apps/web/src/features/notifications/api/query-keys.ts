/** The bell's and the email switches' cache keys, per user. */
export const notificationKeys = {
  all: (uid: string | null) => ['notifications', uid] as const,
  unread: (uid: string | null) => ['notifications', uid, 'unread'] as const,
  list: (uid: string | null) => ['notifications', uid, 'list'] as const,
  emailPreferences: (uid: string | null) => ['email-preferences', uid] as const,
}
