import { z } from 'zod'
import { Category } from './catalog.ts'
import { MAX_COMMISSION_PLUS_AFFILIATE_BP } from './constants.ts'
import { SignUpMode } from './waitlist.ts'

// ── Categories (/admin/categories) ──────────────────────────────────────────────────────────

export const AdminCategory = Category.extend({ sortOrder: z.number().int() })
export type AdminCategory = z.infer<typeof AdminCategory>

export const AdminCategoryList = z.object({ items: z.array(AdminCategory) })

const categoryText = {
  title: z
    .string({ error: 'Judul wajib diisi.' })
    .trim()
    .min(2, { error: 'Judul minimal 2 karakter.' })
    .max(60, { error: 'Judul maksimal 60 karakter.' }),
  description: z
    .string()
    .trim()
    .max(200, { error: 'Deskripsi maksimal 200 karakter.' })
    .default(''),
  featured: z.boolean().default(false),
}

/** A new category: its `name` is the slug used in `?category=` and never changes. */
export const CreateCategoryInput = z.object({
  name: z
    .string({ error: 'Slug wajib diisi.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, {
      error: 'Slug 1–40 karakter: huruf kecil, angka, dan tanda hubung.',
    }),
  ...categoryText,
})
export type CreateCategoryInput = z.input<typeof CreateCategoryInput>

export const UpdateCategoryInput = z.object(categoryText)
export type UpdateCategoryInput = z.input<typeof UpdateCategoryInput>

/** The categories' new order, all of them, first shown first. */
export const ReorderCategoriesInput = z.object({
  names: z.array(z.string().max(40)).min(1).max(200),
})

// ── Platform settings (/admin/commission) ───────────────────────────────────────────────────

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

// ── Payment logs (/admin/payments) ──────────────────────────────────────────────────────────

export const PaymentLogListQuery = z.object({
  /** `invalid`: a bad signature; the rest are the webhook's results (paid, duplicate, …). */
  result: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type PaymentLogListQuery = z.infer<typeof PaymentLogListQuery>

export const PaymentLog = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  provider: z.string(),
  gatewayOrderId: z.string().nullable(),
  orderId: z.uuid().nullable(),
  transactionStatus: z.string().nullable(),
  signatureValid: z.boolean(),
  result: z.string(),
  detail: z.string().nullable(),
  /** The notification exactly as it arrived. */
  rawBody: z.string(),
})
export type PaymentLog = z.infer<typeof PaymentLog>

export const PaymentLogList = z.object({
  items: z.array(PaymentLog),
  nextCursor: z.string().nullable(),
})
export type PaymentLogList = z.infer<typeof PaymentLogList>

// ── Dashboard (/admin/dashboard) ────────────────────────────────────────────────────────────

export const AdminDashboardQuery = z.object({
  range: z.coerce
    .number()
    .refine((value) => value === 7 || value === 30 || value === 90, {
      error: 'Rentang harus 7, 30, atau 90 hari.',
    })
    .default(30),
})

const DayFigures = z.object({
  /** Gross of the orders paid that day that are still paid (refunds taken out). */
  gmv: z.number().int(),
  /** Platform commission of those orders, before the gateway's fees. */
  platformRevenue: z.number().int(),
  orders: z.number().int(),
  newShops: z.number().int(),
})

export const AdminDashboard = z.object({
  range: z.number().int(),
  totals: DayFigures.extend({ gatewayFees: z.number().int() }),
  days: z.array(DayFigures.extend({ day: z.string() })),
  waiting: z.object({ reviewQueue: z.number().int(), openPayouts: z.number().int() }),
  /** The mail outbox: mails waiting to go out (new or between retries) and given up on. */
  mail: z.object({ pending: z.number().int(), failed: z.number().int() }),
})
export type AdminDashboard = z.infer<typeof AdminDashboard>
