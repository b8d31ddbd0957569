import { z } from 'zod'

// ── Sign-up mode (platform setting) ─────────────────────────────────────────────────────────

/** `open`: anyone signs up. `waitlist`: `/sign-up` collects a waitlist; only invitees get accounts. */
export const SIGN_UP_MODES = ['open', 'waitlist'] as const
export const SignUpMode = z.enum(SIGN_UP_MODES)
export type SignUpMode = z.infer<typeof SignUpMode>

export const signUpModeLabels: Record<SignUpMode, string> = {
  open: 'Terbuka',
  waitlist: 'Daftar tunggu',
}

export const SignUpModeInput = z.object({
  signUpMode: z.enum(SIGN_UP_MODES, {
    error: 'Pilih mode pendaftaran: Terbuka atau Daftar tunggu.',
  }),
})
export type SignUpModeInput = z.infer<typeof SignUpModeInput>

/**
 * better-auth's refusal (403) of an account without an invitation while sign-up is in waitlist
 * mode; the web app branches on it (and reads it from `?error=` after Google).
 */
export const SIGN_UP_WAITLIST_ONLY = 'SIGN_UP_WAITLIST_ONLY'

// ── Joining (public) ────────────────────────────────────────────────────────────────────────

export const WaitlistJoinInput = z.object({
  name: z
    .string({ error: 'Nama wajib diisi.' })
    .trim()
    .min(2, { error: 'Nama minimal 2 karakter.' })
    .max(80, { error: 'Nama maksimal 80 karakter.' }),
  email: z
    .string({ error: 'Email wajib diisi.' })
    .trim()
    .max(254, { error: 'Email terlalu panjang.' })
    .pipe(z.email({ error: 'Email tidak valid.' }))
    .transform((email) => email.toLowerCase()),
})
export type WaitlistJoinInput = z.input<typeof WaitlistJoinInput>

/** The same answer whether the address was new, already waiting or already a user. */
export const WaitlistJoinResult = z.object({ message: z.string() })

// ── The admin's list (/admin/waitlist) ──────────────────────────────────────────────────────

export const WAITLIST_STATUSES = ['waiting', 'invited', 'joined'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: 'Menunggu',
  invited: 'Diundang',
  joined: 'Bergabung',
}

export const WaitlistListQuery = z.object({
  /** Absent: every entry. */
  status: z.enum(WAITLIST_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type WaitlistListQuery = z.infer<typeof WaitlistListQuery>

export const WaitlistEntry = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  joinedWaitlistAt: z.iso.datetime(),
  invitedAt: z.iso.datetime().nullable(),
  /** The staff member who sent the (latest) invitation. */
  invitedBy: z.string().nullable(),
  /** When the account was created. */
  joinedAt: z.iso.datetime().nullable(),
})
export type WaitlistEntry = z.infer<typeof WaitlistEntry>

export const WaitlistList = z.object({
  items: z.array(WaitlistEntry),
  nextCursor: z.string().nullable(),
  /** Entries nobody has invited yet. */
  waitingCount: z.number().int(),
})
export type WaitlistList = z.infer<typeof WaitlistList>
