import { z } from 'zod'
import { MAX_COMMISSION_PLUS_AFFILIATE_BP } from './constants.ts'
import { SignUpMode } from './waitlist.ts'

/** The platform's settings as `/admin/commission` shows and changes them. */
export const PlatformSettings = z.object({
  commissionBp: z.number().int(),
  affiliateBp: z.number().int(),
  holdDays: z.number().int(),
  minPayout: z.number().int(),
  /** Changed on its own (`PUT /api/v1/admin/settings/sign-up-mode`): it is not about orders. */
  signUpMode: SignUpMode,
})
export type PlatformSettings = z.infer<typeof PlatformSettings>

export const PlatformSettingsInput = z
  .object({
    commissionBp: z
      .number({ error: 'Isi komisi platform.' })
      .int()
      .min(0, { error: 'Komisi tidak boleh negatif.' })
      .max(9000, { error: 'Komisi paling tinggi 90%.' }),
    affiliateBp: z
      .number({ error: 'Isi komisi afiliasi.' })
      .int()
      .min(0, { error: 'Komisi afiliasi tidak boleh negatif.' })
      .max(9000, { error: 'Komisi afiliasi paling tinggi 90%.' }),
    holdDays: z
      .number({ error: 'Isi masa tahan.' })
      .int()
      .min(0, { error: 'Masa tahan tidak boleh negatif.' })
      .max(60, { error: 'Masa tahan paling lama 60 hari.' }),
    minPayout: z
      .number({ error: 'Isi minimum payout.' })
      .int()
      .min(10_000, { error: 'Minimum payout paling sedikit Rp 10.000.' })
      .max(10_000_000, { error: 'Minimum payout paling banyak Rp 10.000.000.' }),
  })
  .refine((input) => input.commissionBp + input.affiliateBp <= MAX_COMMISSION_PLUS_AFFILIATE_BP, {
    error: 'Komisi platform ditambah komisi afiliasi paling tinggi 90%.',
    path: ['affiliateBp'],
  })
export type PlatformSettingsInput = z.infer<typeof PlatformSettingsInput>

export const CommissionOverview = z.object({
  settings: PlatformSettings,
  /** Shops with their own commission. */
  overrides: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      commissionBp: z.number().int(),
    }),
  ),
  /** What the gateway keeps per method: the platform's expense. */
  gatewayFees: z.array(
    z.object({ method: z.string(), bp: z.number().int(), flat: z.number().int() }),
  ),
  /** The latest changes of these settings, from the audit log. */
  history: z.array(
    z.object({
      at: z.iso.datetime(),
      actorEmail: z.string(),
      /** The staff member's name, for the history's sentences. */
      actorName: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
})
export type CommissionOverview = z.infer<typeof CommissionOverview>
