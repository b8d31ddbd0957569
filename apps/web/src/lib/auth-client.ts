import { organizationClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/**
 * better-auth's client for sign-in, sign-up, verification, password reset, sessions and
 * organisations. It talks to our own origin with the HttpOnly session cookie; its errors
 * arrive already in Indonesian (`error.message`), rewritten by the server.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [organizationClient()],
})
