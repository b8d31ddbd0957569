import { z } from 'zod'
import { PromptStatus } from './catalog.ts'

/**
 * The reason a reviewer picks for a copy (issue 32): the seller reads it as any other reason,
 * and it names the word "salinan" so the seller knows why. It never names the other shop.
 */
export const COPY_REJECTION_REASON =
  'Ditolak sebagai salinan: isi prompt ini sangat mirip dengan prompt toko lain di PasarPrompt. Ajukan lagi setelah Anda menulis prompt Anda sendiri.'

/** A passage of a text, and whether its words are also in the other text. */
export const TextPiece = z.object({ text: z.string(), shared: z.boolean() })
export type TextPiece = z.infer<typeof TextPiece>

/** Another shop's prompt close to the submission: reviewers only (its secret is in it). */
export const CopyMatch = z.object({
  promptId: z.uuid(),
  title: z.string(),
  slug: z.string(),
  status: PromptStatus,
  shop: z.object({ id: z.string(), name: z.string() }),
  /** pg_trgm similarity of the two secrets, 0–1. */
  similarity: z.number().min(0).max(1),
  /** The submitted secret and the other prompt's, in pieces its shared words are marked in. */
  submittedText: z.array(TextPiece),
  matchedText: z.array(TextPiece),
})
export type CopyMatch = z.infer<typeof CopyMatch>

/** The newest copy check of a prompt's submission (or its new version's), and what it found. */
export const CopyCheck = z.object({
  submittedAt: z.iso.datetime(),
  forRevision: z.boolean(),
  checkedAt: z.iso.datetime(),
  matches: z.array(CopyMatch),
})
export type CopyCheck = z.infer<typeof CopyCheck>
