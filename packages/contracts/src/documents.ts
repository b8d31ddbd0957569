import { z } from 'zod'

/**
 * The PDF documents (issue 32, docs/decisions/0045): an invoice per paid order, a statement per
 * payout, a bukti potong PPh 22 per shop and month. Each answers `application/pdf` as an
 * attachment; the schema only documents that body.
 */
export const PdfFile = z.string().describe('PDF (application/pdf), sent as an attachment')

/** A tax month as the bukti potong names it: `2026-11` (a month in WIB). */
export const TaxPeriod = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Periode harus berbentuk TTTT-BB, misalnya 2026-11.' })

export const SlipPeriodParams = z.object({ period: TaxPeriod })

/** The receipt email's link carries the order's signed token in the query (a link has no headers). */
export const InvoiceTokenQuery = z.object({ token: z.string().max(100).optional() })

/** Link texts, shared by the web app and the receipt email. */
export const documentLinkLabels = {
  invoice: 'Unduh invoice (PDF)',
  payoutStatement: 'Unduh laporan payout (PDF)',
  withholdingSlip: 'Unduh bukti potong (PDF)',
} as const
