import { z } from 'zod'
import { defineLifecycle } from './lifecycle.ts'

/** Banks a shop can be paid out to (codes as Indonesian bank transfers use them). */
export const BANKS = [
  { code: 'bca', name: 'BCA' },
  { code: 'bni', name: 'BNI' },
  { code: 'bri', name: 'BRI' },
  { code: 'mandiri', name: 'Bank Mandiri' },
  { code: 'bsi', name: 'Bank Syariah Indonesia (BSI)' },
  { code: 'cimb', name: 'CIMB Niaga' },
  { code: 'permata', name: 'Bank Permata' },
  { code: 'danamon', name: 'Bank Danamon' },
  { code: 'btn', name: 'BTN' },
  { code: 'jago', name: 'Bank Jago' },
  { code: 'seabank', name: 'SeaBank' },
  { code: 'bjb', name: 'Bank BJB' },
] as const
export const bankCodes = BANKS.map((bank) => bank.code) as [string, ...string[]]
export const bankName = (code: string) => BANKS.find((bank) => bank.code === code)?.name ?? code

/** The shop's payment configuration (spec §3 Vendor `paymentConfig`): where payouts go. */
export const PaymentConfigInput = z.object({
  bankCode: z.enum(bankCodes, { error: 'Pilih bank.' }),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, { error: 'Nomor rekening 6–20 angka, tanpa spasi atau tanda baca.' }),
  accountHolder: z
    .string()
    .trim()
    .min(3, { error: 'Nama pemilik rekening 3–100 karakter.' })
    .max(100, { error: 'Nama pemilik rekening 3–100 karakter.' }),
})
export type PaymentConfigInput = z.infer<typeof PaymentConfigInput>

export const PaymentConfig = z.object({
  configured: z.boolean(),
  bankCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
  changedAt: z.iso.datetime().nullable(),
})
export type PaymentConfig = z.infer<typeof PaymentConfig>

export const PAYOUT_STATUSES = ['requested', 'approved', 'rejected'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
/** A request waits for staff, who send the transfer or refuse it; either is final. */
export const payoutLifecycle = defineLifecycle(PAYOUT_STATUSES, {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested'], to: 'rejected' },
})
export type PayoutAction = (typeof payoutLifecycle.actions)[number]
export const payoutStatusLabels: Record<(typeof PAYOUT_STATUSES)[number], string> = {
  requested: 'Diajukan',
  approved: 'Disetujui',
  rejected: 'Ditolak',
}

export const RequestPayoutInput = z.object({
  amount: z
    .number({ error: 'Isi jumlah pencairan dalam rupiah.' })
    .int({ error: 'Jumlah pencairan tanpa desimal.' })
    .positive({ error: 'Jumlah pencairan harus lebih dari 0.' }),
})

export const Payout = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  bankCode: z.string(),
  /** Masked: only the last four digits. */
  accountNumber: z.string(),
  accountHolder: z.string(),
  transferReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
})
export type Payout = z.infer<typeof Payout>

export const PayoutOverview = z.object({
  minPayout: z.number().int(),
  available: z.number().int(),
  held: z.number().int(),
  reserved: z.number().int(),
  /** As in the shop's balance: when the soonest held sale becomes available. */
  nextReleaseAt: z.iso.datetime({ offset: true }).nullable(),
  items: z.array(Payout),
})
export type PayoutOverview = z.infer<typeof PayoutOverview>

/** `1234567890` → `••••7890`. */
export const maskAccountNumber = (accountNumber: string) => `••••${accountNumber.slice(-4)}`
