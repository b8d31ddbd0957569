import { z } from 'zod'
import { SignUpMode } from './waitlist.ts'

/** What the web app needs to know about the server's configuration; nothing secret. */
export const PublicConfig = z.object({
  /** Set when Google sign-in is configured: the button and the one-tap prompt appear. */
  googleClientId: z.string().nullable(),
  /** The built-in payment simulator stands in for the gateway (never in production). */
  paymentSimulator: z.boolean(),
  /** `waitlist`: `/sign-up` shows the waitlist form; only invited addresses get an account. */
  signUpMode: SignUpMode,
})
export type PublicConfig = z.infer<typeof PublicConfig>
