import { z } from 'zod'

/** The genders the profile offers (Indonesian labels live in the web app's dictionary). */
export const GENDERS = ['female', 'male'] as const
export const Gender = z.enum(GENDERS, { error: 'Pilih jenis kelamin.' })
export type Gender = z.infer<typeof Gender>

export const MIN_AGE = 13
export const MAX_AGE = 120

const PHONE_MESSAGE = 'Nomor HP tidak valid (contoh: 081234567890).'

/**
 * An Indonesian mobile number as people type it (`0812…`, `62812…`, `+62812…`, with spaces or
 * dashes) → the one stored form `+62812…`; anything else is null. The same digits the checkout
 * form accepts (`contracts/orders.ts`).
 */
export function normalizeIndonesianPhone(value: string): string | null {
  const compact = value.trim().replace(/[\s().-]/g, '')
  const match = /^(?:\+62|62|0)(8\d{7,12})$/.exec(compact)
  return match ? `+62${match[1]}` : null
}

/** A phone number field: normalised to `+628…`; an empty field clears it (null). */
export const PhoneNumber = z
  .string({ error: PHONE_MESSAGE })
  .max(30, { error: PHONE_MESSAGE })
  .transform((value, ctx) => {
    if (value.trim() === '') return null
    const phone = normalizeIndonesianPhone(value)
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
      return z.NEVER
    }
    return phone
  })

/** Whole years between a `YYYY-MM-DD` birth date and `today` (local calendar dates). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number]
  let age = today.getFullYear() - year
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)
  if (beforeBirthday) age -= 1
  return age
}

/** A real calendar date `YYYY-MM-DD` giving an age of 13 to 120 today; empty clears it (null). */
export const DateOfBirth = z
  .string({ error: 'Tanggal lahir tidak valid.' })
  .max(10, { error: 'Tanggal lahir tidak valid.' })
  .transform((value, ctx) => {
    if (value.trim() === '') return null
    const date = z.iso.date().safeParse(value.trim())
    if (!date.success) {
      ctx.addIssue({ code: 'custom', message: 'Tanggal lahir tidak valid.' })
      return z.NEVER
    }
    const age = ageOn(date.data, new Date())
    if (age < MIN_AGE) {
      ctx.addIssue({ code: 'custom', message: `Usia minimal ${MIN_AGE} tahun.` })
      return z.NEVER
    }
    if (age > MAX_AGE) {
      ctx.addIssue({ code: 'custom', message: 'Tanggal lahir tidak valid.' })
      return z.NEVER
    }
    return date.data
  })

export const ProfileName = z
  .string({ error: 'Nama wajib diisi.' })
  .trim()
  .min(2, { error: 'Nama minimal 2 karakter.' })
  .max(80, { error: 'Nama maksimal 80 karakter.' })

/**
 * `PATCH /api/v1/account/profile`: only the fields sent change. The form sends them all; an
 * empty phone or birth date clears it, and `gender: null` clears the gender.
 */
export const UpdateProfileInput = z
  .strictObject(
    {
      name: ProfileName.optional(),
      phoneNumber: PhoneNumber.optional(),
      dateOfBirth: DateOfBirth.optional(),
      gender: Gender.nullable().optional(),
    },
    { error: 'Hanya nama, nomor HP, tanggal lahir, dan jenis kelamin yang dapat diubah di sini.' },
  )
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'Tidak ada data yang diubah.',
  })
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>

/** The signed-in user's own profile (the spec's client user state: phoneNumber, dateOfBirth, gender). */
export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** `/uploads/avatars/…` (our own 512 px WebP), or null. */
  image: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: Gender.nullable(),
  /** Has a password (can change it and confirm deletion with it); Google-only accounts do not. */
  hasPassword: z.boolean(),
})
export type Profile = z.infer<typeof Profile>

/** The side of a stored avatar, square. */
export const AVATAR_SIZE = 512
