import { z } from 'zod'
import { PAYOUT_STATUSES } from './payouts.ts'

/** The payouts as `/admin/payout` lists and decides them. */
export const AdminPayoutListQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).default('requested'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type AdminPayoutListQuery = z.infer<typeof AdminPayoutListQuery>

/** A payout as staff see it: the full account number, since they send the transfer. */
export const AdminPayout = z.object({
  id: z.uuid(),
  /** Whose money: a shop, or an affiliate (issue 14) — exactly one is set. */
  shop: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  affiliate: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  /**
   * The bank account was set less than 24 hours before the request: the pattern of a taken-over
   * account. Approving needs an explicit confirmation.
   */
  recentBankChange: z.boolean(),
  bankChangedAt: z.iso.datetime().nullable(),
  requestedBy: z.string(),
  transferReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
})
export type AdminPayout = z.infer<typeof AdminPayout>

export const AdminPayoutList = z.object({
  items: z.array(AdminPayout),
  nextCursor: z.string().nullable(),
  /** Requests waiting for a decision (the sidebar's badge). */
  openCount: z.number().int(),
})
export type AdminPayoutList = z.infer<typeof AdminPayoutList>

export const ApprovePayoutInput = z.object({
  transferReference: z
    .string({ error: 'Nomor referensi transfer wajib diisi.' })
    .trim()
    .min(4, { error: 'Nomor referensi transfer minimal 4 karakter.' })
    .max(100, { error: 'Nomor referensi transfer maksimal 100 karakter.' }),
  /** Required when the bank account changed less than 24 hours before the request. */
  confirmRecentBankChange: z.boolean().default(false),
})
export type ApprovePayoutInput = z.input<typeof ApprovePayoutInput>
