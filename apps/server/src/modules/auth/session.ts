import type { Auth } from './auth.ts'

/** A signed-in caller as better-auth resolves them: the user and their session. */
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
