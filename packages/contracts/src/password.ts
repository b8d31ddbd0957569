import { z } from 'zod'

/** A password's length: better-auth's configuration and every form that sets a password. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const passwordMessages = {
  tooShort: `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter.`,
  tooLong: `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter.`,
}

/** A password being set (sign-up, reset, change). Not trimmed: spaces are part of it. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: passwordMessages.tooShort })
  .max(PASSWORD_MAX_LENGTH, { error: passwordMessages.tooLong })
