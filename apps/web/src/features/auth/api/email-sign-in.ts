import { authClient } from '@/lib/auth-client'

/**
 * Signing in and up with email and password, through better-auth's client: `{ error }` carries
 * the server's Indonesian message; the call throws only when no answer arrived.
 */
export const signInWithEmail = (values: { email: string; password: string }) =>
  authClient.signIn.email(values)

export const signUpWithEmail = (values: {
  name: string
  email: string
  password: string
  callbackURL: string
}) => authClient.signUp.email(values)
