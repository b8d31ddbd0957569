/** Profil's cache keys: the user's own profile and their signed-in devices. */
export const profileKeys = {
  profile: (uid: string | null) => ['profile', uid] as const,
  deviceSessions: ['auth', 'sessions'] as const,
}
