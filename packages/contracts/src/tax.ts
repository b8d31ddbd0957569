import { z } from 'zod'
import { defineEndpoint } from './endpoint.ts'

/**
 * PPh 22 withheld by the marketplace (PMK 37/2025, decision 0044). The rules are written once
 * here (decision 0037): the rate, the turnover line a signed statement may claim, the file a
 * statement may be.
 */

/** 0,5 % of a sale's price, in basis points, withheld unless the shop's statement exempts it. */
export const PPH22_RATE_BP = 50
/** A statement exempts a shop while its yearly turnover is at most Rp 500 juta. */
export const PPH22_EXEMPT_TURNOVER = 500_000_000
/** What is withheld of one sale: rounded down, in the seller's favour (integer rupiah). */
export const pph22Of = (price: number, rateBp: number) => Math.floor((price * rateBp) / 10_000)

export const TAX_STATEMENT_MAX_BYTES = 5 * 1024 * 1024
export const TAX_STATEMENT_FIELD = 'file'
/** What a statement may be, told by its first bytes (never by its name). */
export const TAX_STATEMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type TaxStatementType = (typeof TAX_STATEMENT_TYPES)[number]

export const TAX_ID_TYPES = ['nik', 'npwp'] as const
export const TaxIdType = z.enum(TAX_ID_TYPES, { error: 'Pilih NIK atau NPWP.' })
export type TaxIdType = z.infer<typeof TaxIdType>
export const taxIdTypeLabels: Record<TaxIdType, string> = { nik: 'NIK', npwp: 'NPWP' }

/** Digits only: people type NPWP as `12.345.678.9-012.345`. */
export const taxIdDigits = (value: string) => value.replace(/[\s.-]/g, '')

/**
 * Whether `value` can be a NIK (16 digits: region, birth date — the day plus 40 for a woman —
 * and a serial) or an NPWP (15 digits, or 16 since the NIK became the NPWP in 2024). The
 * message says what is wrong, or null when it fits.
 */
export function taxIdProblem(type: TaxIdType, value: string): string | null {
  const digits = taxIdDigits(value)
  if (!/^\d+$/.test(digits)) return `${taxIdTypeLabels[type]} hanya berisi angka.`
  if (type === 'nik') {
    if (digits.length !== 16) return 'NIK harus 16 angka.'
    const province = Number(digits.slice(0, 2))
    const day = Number(digits.slice(6, 8))
    const month = Number(digits.slice(8, 10))
    const dayOk = (day >= 1 && day <= 31) || (day >= 41 && day <= 71)
    if (province < 11 || province > 99 || !dayOk || month < 1 || month > 12) {
      return 'NIK tidak valid: periksa kembali angkanya.'
    }
    if (/^0+$/.test(digits.slice(12))) return 'NIK tidak valid: periksa kembali angkanya.'
    return null
  }
  if (digits.length !== 15 && digits.length !== 16) return 'NPWP harus 15 atau 16 angka.'
  if (/^(\d)\1+$/.test(digits)) return 'NPWP tidak valid: periksa kembali angkanya.'
  return null
}

export const TaxProfileInput = z
  .object({
    idType: TaxIdType,
    taxId: z.string().trim().min(1, { error: 'Isi nomor identitas pajak.' }).max(30),
    taxName: z
      .string()
      .trim()
      .min(3, { error: 'Nama minimal 3 karakter.' })
      .max(120, { error: 'Nama maksimal 120 karakter.' }),
  })
  .superRefine((input, ctx) => {
    const problem = taxIdProblem(input.idType, input.taxId)
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['taxId'] })
  })
  .transform((input) => ({ ...input, taxId: taxIdDigits(input.taxId) }))
export type TaxProfileInput = z.input<typeof TaxProfileInput>

/** A year a statement may be for: this one or the next (WIB), as the form offers them. */
export const StatementQuery = z.object({
  year: z.coerce
    .number({ error: 'Tahun pajak tidak valid.' })
    .int({ error: 'Tahun pajak tidak valid.' })
    .min(2025, { error: 'Tahun pajak tidak valid.' })
    .max(2100, { error: 'Tahun pajak tidak valid.' }),
})

/** Where a shop's statement stands for its tax year. */
export const STATEMENT_STATUSES = ['valid', 'rejected', 'exceeded', 'other_year'] as const
export const StatementStatus = z.enum(STATEMENT_STATUSES)
export type StatementStatus = z.infer<typeof StatementStatus>

export const TaxStatement = z.object({
  year: z.number().int(),
  contentType: z.enum(TAX_STATEMENT_TYPES),
  size: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
  status: StatementStatus,
  rejectedAt: z.iso.datetime({ offset: true }).nullable(),
  rejectionReason: z.string().nullable(),
})
export type TaxStatement = z.infer<typeof TaxStatement>

/** GET /api/v1/seller/tax (and the admin's view of a shop). */
export const ShopTaxProfile = z.object({
  idType: TaxIdType.nullable(),
  taxId: z.string().nullable(),
  taxName: z.string().nullable(),
  statement: TaxStatement.nullable(),
  /** The year (WIB) now, and the shop's paid turnover on PasarPrompt in it. */
  year: z.number().int(),
  turnover: z.number().int(),
  /** What the shop's new orders have withheld now: 0 (a valid statement) or `PPH22_RATE_BP`. */
  rateBp: z.number().int(),
})
export type ShopTaxProfile = z.infer<typeof ShopTaxProfile>

/** 'YYYY-MM', a WIB calendar month. */
export const TaxPeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Bulan harus berformat TTTT-BB.' })

export const WithholdingSlipSummary = z.object({
  period: TaxPeriod,
  number: z.string(),
  gross: z.number().int(),
  withheld: z.number().int(),
  sales: z.number().int(),
})
export type WithholdingSlipSummary = z.infer<typeof WithholdingSlipSummary>

export const WithholdingSlipView = z.object({
  number: z.string(),
  period: TaxPeriod,
  shop: z.object({
    id: z.string(),
    name: z.string(),
    taxIdType: TaxIdType.nullable(),
    taxId: z.string().nullable(),
    taxName: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      orderNumber: z.string(),
      paidAt: z.iso.datetime({ offset: true }),
      gross: z.number().int(),
      withheld: z.number().int(),
    }),
  ),
  gross: z.number().int(),
  withheld: z.number().int(),
  rateBp: z.number().int(),
  issuedAt: z.iso.datetime({ offset: true }),
})
export type WithholdingSlipView = z.infer<typeof WithholdingSlipView>

export const Pph22ReportRow = z.object({
  shopId: z.string(),
  shopName: z.string(),
  taxIdType: TaxIdType.nullable(),
  taxId: z.string().nullable(),
  gross: z.number().int(),
  withheld: z.number().int(),
  sales: z.number().int(),
  slipNumber: z.string(),
})
export type Pph22ReportRow = z.infer<typeof Pph22ReportRow>

export const Pph22Report = z.object({
  month: TaxPeriod,
  rows: z.array(Pph22ReportRow),
  totals: z.object({
    gross: z.number().int(),
    withheld: z.number().int(),
    sales: z.number().int(),
  }),
})
export type Pph22Report = z.infer<typeof Pph22Report>

export const RejectStatementInput = z.object({
  /** When the statement staff looked at was uploaded: a newer one is not rejected unseen. */
  uploadedAt: z.iso.datetime({
    offset: true,
    error: 'Surat pernyataan yang ditolak tidak dikenal.',
  }),
  reason: z
    .string()
    .trim()
    .min(5, { error: 'Alasan minimal 5 karakter.' })
    .max(500, { error: 'Alasan maksimal 500 karakter.' }),
})
export type RejectStatementInput = z.input<typeof RejectStatementInput>

const ShopParams = z.object({ id: z.string().min(1).max(100) })

/** The shop's tax identity, its statement and its bukti potong (owners and admins). */
export const sellerTaxApi = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/tax',
    response: ShopTaxProfile,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/seller/tax',
    body: TaxProfileInput,
    response: ShopTaxProfile,
  }),
  /** Multipart, field `file`: a PDF, JPG or PNG of at most 5 MB. */
  uploadStatement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/seller/tax/statement',
    query: StatementQuery,
    response: ShopTaxProfile,
    status: 201,
  }),
  slips: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/tax/slips',
    response: z.object({ items: z.array(WithholdingSlipSummary) }),
  }),
  slip: defineEndpoint({
    method: 'GET',
    path: '/api/v1/seller/tax/slips/:period',
    params: z.object({ period: TaxPeriod }),
    response: WithholdingSlipView,
  }),
}

export const adminTaxApi = {
  shopTax: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/shops/:id/tax',
    params: ShopParams,
    response: ShopTaxProfile,
  }),
  /** The statement's file itself (`Cache-Control: private, no-store`). */
  statementFile: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/shops/:id/tax/statement',
    params: ShopParams,
    response: z.unknown().describe('The file: PDF, JPEG or PNG'),
  }),
  rejectStatement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/shops/:id/tax/statement/reject',
    params: ShopParams,
    body: RejectStatementInput,
    response: ShopTaxProfile,
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/tax/pph22',
    query: z.object({ month: TaxPeriod }),
    response: Pph22Report,
  }),
  /** Answers `text/csv` (a download), not JSON. */
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/tax/pph22.csv',
    query: z.object({ month: TaxPeriod }),
    response: z.string().describe('CSV, UTF-8 with a BOM'),
  }),
}
