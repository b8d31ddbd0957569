import { z } from 'zod'

/**
 * What staff do, as the audit log names it (`modules/audit/record-audit.ts`): every action a use
 * case records is listed here (`recordAudit` takes only these), so the viewer can offer each as a
 * filter and name it in Indonesian.
 */
export const AUDIT_ACTIONS = [
  'admin.grant',
  'prompt.approve',
  'prompt.approve_revision',
  'prompt.reject',
  'prompt.reject_revision',
  'prompt.feature',
  'prompt.unfeature',
  'category.create',
  'category.update',
  'category.delete',
  'category.reorder',
  'shop.suspend',
  'shop.reactivate',
  'shop.commission',
  'order.refund',
  'complaint.refund',
  'complaint.release',
  'payout.approve',
  'payout.reject',
  'settings.update',
  'settings.sign-up-mode',
  'waitlist.invite',
  'affiliate_flag.handle',
  'leak.trace',
  'tax_statement.reject',
  'tax_statement.download',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** A WIB calendar day, as the date filter sends it; years the database and the app both count. */
const WibDay = z.iso
  .date({ error: 'Tanggal harus berformat TTTT-BB-HH.' })
  .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', {
    error: 'Tanggal harus antara tahun 2000 dan 2100.',
  })

export const AuditLogListQuery = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: 'Tindakan tidak dikenal.' }).optional(),
    /** The kind of row acted on (`order`, `payout`, `prompt`, …) and, optionally, which one. */
    targetType: z.string().trim().max(40).optional(),
    targetId: z.string().trim().max(100).optional(),
    /** Part of the staff member's email. */
    actor: z.string().trim().max(100, { error: 'Email maksimal 100 karakter.' }).optional(),
    from: WibDay.optional(),
    to: WibDay.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'Tanggal awal harus sebelum tanggal akhir.',
    path: ['to'],
  })
export type AuditLogListQuery = z.infer<typeof AuditLogListQuery>

export const AuditLogEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What a person calls that row now (a title, an order number, a name); null once it is gone. */
  targetLabel: z.string().nullable(),
  /** The row's recorded state before and after, as the use case wrote it (JSON). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
})
export type AuditLogEntry = z.infer<typeof AuditLogEntry>

export const AuditLogList = z.object({
  items: z.array(AuditLogEntry),
  nextCursor: z.string().nullable(),
})
export type AuditLogList = z.infer<typeof AuditLogList>
