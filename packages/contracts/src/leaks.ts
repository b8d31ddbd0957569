import { z } from 'zod'

/**
 * "Lacak kebocoran" (issue 32, decision 0042): a bought prompt's text carries an invisible mark
 * naming its order; staff paste a text found elsewhere and learn which orders it came from.
 */

/** The longest text staff may paste: a prompt is far shorter, a page of them fits. */
export const LEAK_TRACE_MAX_CHARS = 100_000

export const LeakTraceInput = z.object({
  text: z
    .string({ error: 'Tempelkan teks yang ingin dilacak.' })
    .min(1, { error: 'Tempelkan teks yang ingin dilacak.' })
    .max(LEAK_TRACE_MAX_CHARS, { error: 'Teks paling panjang 100.000 karakter.' }),
})
export type LeakTraceInput = z.input<typeof LeakTraceInput>

/**
 * How sure a match is: `tinggi` when two or more intact copies of one mark agree, `sedang` for a
 * single copy (already unlikely by chance, but one copy is easier to have been moved on purpose).
 */
export const LEAK_CONFIDENCE_LEVELS = ['tinggi', 'sedang'] as const

export const LeakTraceMatch = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  promptId: z.uuid(),
  promptTitle: z.string(),
  shopName: z.string(),
  /** Intact copies of this order's mark in the text. */
  copies: z.number().int(),
  /** Its copies out of every intact copy found that names an order (0–1). */
  share: z.number(),
  /** The chance that this many copies name this order by coincidence (decision 0042). */
  coincidence: z.number(),
  level: z.enum(LEAK_CONFIDENCE_LEVELS),
})
export type LeakTraceMatch = z.infer<typeof LeakTraceMatch>

export const LeakTraceResult = z.object({
  /** The pasted text's length in characters. */
  characters: z.number().int(),
  /** Intact copies of any mark, whether or not an order carries it. */
  copiesFound: z.number().int(),
  /** Intact copies naming no order: another environment's, or made up. */
  unmatchedCopies: z.number().int(),
  /** The orders the text names, most copies first; empty when it carries no mark. */
  matches: z.array(LeakTraceMatch),
})
export type LeakTraceResult = z.infer<typeof LeakTraceResult>
