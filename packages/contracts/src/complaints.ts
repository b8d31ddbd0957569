import { z } from 'zod'
import { COMPLAINT_ANSWER_HOURS } from './constants.ts'
import { HOUR_MS } from './durations.ts'
import { defineLifecycle } from './lifecycle.ts'

/**
 * A buyer's complaint about a paid order while its earnings are held (issue 30, decision 0039):
 * the platform's *rekber*. The shop answers in the complaint's conversation and may refund at
 * any time; after COMPLAINT_ANSWER_HOURS either side may pass it to an admin, who refunds or
 * releases. The buyer may withdraw it (they agreed with the shop).
 */
export const COMPLAINT_REASONS = ['not_working', 'not_as_described', 'duplicate', 'other'] as const
export const ComplaintReason = z.enum(COMPLAINT_REASONS, { error: 'Pilih alasan komplain.' })
export type ComplaintReason = z.infer<typeof ComplaintReason>

export const complaintReasonLabels: Record<ComplaintReason, string> = {
  not_working: 'Tidak berfungsi dengan model yang disebut',
  not_as_described: 'Tidak sesuai deskripsi',
  duplicate: 'Pembelian ganda',
  other: 'Lainnya',
}

export const COMPLAINT_STATUSES = [
  'open',
  'escalated',
  'refunded',
  'released',
  'withdrawn',
] as const
export const ComplaintStatus = z.enum(COMPLAINT_STATUSES)
export type ComplaintStatus = z.infer<typeof ComplaintStatus>

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  open: 'Komplain dibuka',
  escalated: 'Diteruskan ke admin',
  refunded: 'Dana dikembalikan',
  released: 'Komplain ditolak',
  withdrawn: 'Komplain ditarik',
}

/** While a complaint is in one of these, the order's earnings stay held. */
export const ACTIVE_COMPLAINT_STATUSES = ['open', 'escalated'] as const satisfies ComplaintStatus[]

export const isActiveComplaintStatus = (status: ComplaintStatus) =>
  (ACTIVE_COMPLAINT_STATUSES as readonly ComplaintStatus[]).includes(status)

export const complaintLifecycle = defineLifecycle(COMPLAINT_STATUSES, {
  escalate: { from: ['open'], to: 'escalated' },
  refund: { from: ['open', 'escalated'], to: 'refunded' },
  release: { from: ['open', 'escalated'], to: 'released' },
  withdraw: { from: ['open', 'escalated'], to: 'withdrawn' },
})

export const COMPLAINT_ANSWER_MS = COMPLAINT_ANSWER_HOURS * HOUR_MS

const messageBody = (min: number, tooShort: string) =>
  z
    .string({ error: 'Pesan wajib diisi.' })
    .trim()
    .min(min, { error: tooShort })
    .max(2000, { error: 'Pesan maksimal 2000 karakter.' })

export const OpenComplaintInput = z.object({
  reason: ComplaintReason,
  body: messageBody(20, 'Ceritakan masalahnya minimal 20 karakter, agar toko bisa membantu.'),
})
export type OpenComplaintInput = z.infer<typeof OpenComplaintInput>

export const ComplaintMessageInput = z.object({
  body: messageBody(1, 'Pesan wajib diisi.'),
})
export type ComplaintMessageInput = z.infer<typeof ComplaintMessageInput>

/** A decision's reason is shown to both sides. */
export const ComplaintReasonInput = z.object({
  reason: z
    .string({ error: 'Alasan wajib diisi.' })
    .trim()
    .min(10, { error: 'Alasan minimal 10 karakter; pembeli dan toko membacanya.' })
    .max(500, { error: 'Alasan maksimal 500 karakter.' }),
})
export type ComplaintReasonInput = z.infer<typeof ComplaintReasonInput>

export const ComplaintDecisionInput = ComplaintReasonInput.extend({
  decision: z.enum(['refund', 'release'], { error: 'Pilih keputusan.' }),
})
export type ComplaintDecisionInput = z.infer<typeof ComplaintDecisionInput>

/**
 * Who wrote a message, escalated or settled: the buyer, the shop, an admin, or the platform on
 * its own (a guaranteed prompt's unanswered complaint, refunded by the job).
 */
export const COMPLAINT_SIDES = ['buyer', 'shop', 'admin', 'system'] as const
export const ComplaintSide = z.enum(COMPLAINT_SIDES)
export type ComplaintSide = z.infer<typeof ComplaintSide>

export const complaintSideLabels: Record<ComplaintSide, string> = {
  buyer: 'Pembeli',
  shop: 'Toko',
  admin: 'Admin PasarPrompt',
  system: 'PasarPrompt (garansi)',
}

/**
 * A conversation entry: what a side wrote (`message`), or a step with who took it — `opened`
 * carries the buyer's first text, a decision its reason.
 */
export const COMPLAINT_MESSAGE_KINDS = [
  'opened',
  'message',
  'escalated',
  'refunded',
  'released',
  'withdrawn',
] as const
export const ComplaintMessageKind = z.enum(COMPLAINT_MESSAGE_KINDS)
export type ComplaintMessageKind = z.infer<typeof ComplaintMessageKind>

export const ComplaintMessage = z.object({
  id: z.uuid(),
  kind: ComplaintMessageKind,
  side: ComplaintSide,
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type ComplaintMessage = z.infer<typeof ComplaintMessage>

/** A complaint with its conversation, as the buyer, the shop and admins read it. */
export const ComplaintView = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  promptTitle: z.string(),
  shopName: z.string(),
  buyerName: z.string(),
  price: z.number().int(),
  reason: ComplaintReason,
  status: ComplaintStatus,
  openedAt: z.iso.datetime({ offset: true }),
  /** From then on either side may pass it to an admin (while it is open). */
  escalateFrom: z.iso.datetime({ offset: true }),
  escalatedAt: z.iso.datetime({ offset: true }).nullable(),
  escalatedBy: ComplaintSide.nullable(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  resolvedBy: ComplaintSide.nullable(),
  /** Why it was refunded or released; shown to both sides. */
  resolution: z.string().nullable(),
  /** A 'tidak berfungsi' complaint opened inside the prompt's Garansi. */
  guaranteed: z.boolean(),
  /**
   * While a guaranteed complaint is active and the shop has not answered: when it is refunded
   * on its own if the shop still has not (COMPLAINT_ANSWER_HOURS after it was opened).
   */
  autoRefundAt: z.iso.datetime({ offset: true }).nullable(),
  /** The opening text first, then every message, oldest first. */
  messages: z.array(ComplaintMessage),
})
export type ComplaintView = z.infer<typeof ComplaintView>

/** What an order's card and lists need: its complaint's id and status. */
export const ComplaintSummary = z.object({ id: z.uuid(), status: ComplaintStatus })
export type ComplaintSummary = z.infer<typeof ComplaintSummary>

/** The admin's queue row: who complains, how often their complaints ended in a refund. */
export const AdminComplaint = ComplaintView.pick({
  id: true,
  orderId: true,
  orderNumber: true,
  promptTitle: true,
  shopName: true,
  buyerName: true,
  price: true,
  reason: true,
  status: true,
  openedAt: true,
  escalatedAt: true,
}).extend({
  buyerEmail: z.string(),
  /** Complaints of this buyer's email that ended refunded, this one excluded. */
  buyerRefundedComplaints: z.number().int(),
  /** Many refunded complaints: shown to admins, never blocks the buyer. */
  buyerFlagged: z.boolean(),
})
export type AdminComplaint = z.infer<typeof AdminComplaint>

export const AdminComplaintListQuery = z.object({
  /** `active` (open and escalated), or one status; newest first. */
  status: z.union([z.literal('active'), ComplaintStatus]).default('active'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type AdminComplaintListQuery = z.infer<typeof AdminComplaintListQuery>

export const AdminComplaintList = z.object({
  items: z.array(AdminComplaint),
  nextCursor: z.string().nullable(),
})
export type AdminComplaintList = z.infer<typeof AdminComplaintList>

export const AdminComplaintDetail = z.object({
  complaint: ComplaintView,
  buyer: z.object({
    email: z.string(),
    hasAccount: z.boolean(),
    complaints: z.number().int(),
    refundedComplaints: z.number().int(),
    flagged: z.boolean(),
  }),
  shopSlug: z.string(),
})
export type AdminComplaintDetail = z.infer<typeof AdminComplaintDetail>

/** A buyer whose complaints ended refunded this many times is flagged to admins. */
export const FLAGGED_REFUNDED_COMPLAINTS = 3
