import { z } from 'zod'
import { AiModel, PRICE_MAX, PRICE_MIN, PromptStatus } from './catalog.ts'
import { MAX_GUARANTEE_DAYS } from './constants.ts'

/**
 * The seller's side of a prompt (DESIGN.md §4 Prompt): `/api/v1/seller/products`, acting on the
 * active shop. Unlike the storefront's schemas these carry the secret (prompt text, instructions):
 * only members of the owning shop ever receive them, with `Cache-Control: private, no-store`.
 */
export const MAX_TAGS = 10
export const MAX_EXAMPLES = 8
export const MAX_PROMPT_TEXT = 20_000
export const MAX_DESCRIPTION_HTML = 20_000

export const sellerProductMessages = {
  title: 'Judul harus 5–120 karakter.',
  description: 'Deskripsi wajib diisi (paling banyak 20.000 karakter).',
  modelVersion: 'Versi model paling banyak 40 karakter.',
  category: 'Pilih kategori.',
  tag: 'Tag 2–30 karakter.',
  tags: `Paling banyak ${MAX_TAGS} tag.`,
  price: 'Harga Rp 0 (gratis) atau Rp 10.000 – Rp 5.000.000, tanpa desimal.',
  promptText: 'Teks prompt wajib diisi (paling banyak 20.000 karakter).',
  instructions: 'Instruksi paling banyak 5.000 karakter.',
  examples: `Paling banyak ${MAX_EXAMPLES} contoh hasil.`,
  exampleText: 'Contoh teks wajib diisi (paling banyak 5.000 karakter).',
  exampleImage: 'Unggah gambar untuk contoh ini.',
  caption: 'Keterangan paling banyak 200 karakter.',
  changeNote: 'Catatan perubahan paling banyak 500 karakter.',
  guaranteeDays: `Garansi 0–${MAX_GUARANTEE_DAYS} hari (0: tanpa garansi).`,
  guaranteeFree: 'Garansi hanya untuk prompt berbayar.',
} as const

const Price = z
  .number({ error: sellerProductMessages.price })
  .int({ error: sellerProductMessages.price })
  .refine((price) => price === 0 || (price >= PRICE_MIN && price <= PRICE_MAX), {
    error: sellerProductMessages.price,
  })

/** An example output: a text, or an image uploaded to this shop (`/uploads/…`). */
export const SellerExampleInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    text: z.string().trim().min(1, { error: sellerProductMessages.exampleText }).max(5_000),
    caption: z.string().trim().max(200, { error: sellerProductMessages.caption }).nullish(),
  }),
  z.object({
    kind: z.literal('image'),
    imageUrl: z.string({ error: sellerProductMessages.exampleImage }).min(1).max(300),
    caption: z.string().trim().max(200, { error: sellerProductMessages.caption }).nullish(),
  }),
])
export type SellerExampleInput = z.infer<typeof SellerExampleInput>

/**
 * Create and update take the whole prompt. Saving a draft and submitting follow the same rules,
 * so a saved draft can always be submitted as it is.
 */
export const SellerProductInput = z
  .object({
    title: z.string().trim().min(5, { error: sellerProductMessages.title }).max(120, {
      error: sellerProductMessages.title,
    }),
    /** Rich text; the server keeps only the spec §5 allow-list. */
    descriptionHtml: z
      .string()
      .trim()
      .min(1, { error: sellerProductMessages.description })
      .max(MAX_DESCRIPTION_HTML, { error: sellerProductMessages.description }),
    model: AiModel,
    modelVersion: z
      .string()
      .trim()
      .max(40, { error: sellerProductMessages.modelVersion })
      .default(''),
    categoryName: z.string({ error: sellerProductMessages.category }).min(1, {
      error: sellerProductMessages.category,
    }),
    tags: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .min(2, { error: sellerProductMessages.tag })
          .max(30, { error: sellerProductMessages.tag }),
      )
      .max(MAX_TAGS, { error: sellerProductMessages.tags })
      .default([]),
    price: Price,
    promptText: z
      .string()
      .trim()
      .min(1, { error: sellerProductMessages.promptText })
      .max(MAX_PROMPT_TEXT, { error: sellerProductMessages.promptText }),
    instructions: z
      .string()
      .trim()
      .max(5_000, { error: sellerProductMessages.instructions })
      .default(''),
    examples: z
      .array(SellerExampleInput)
      .max(MAX_EXAMPLES, { error: sellerProductMessages.examples })
      .default([]),
    /** An upload of this shop, or none. */
    thumbnailUrl: z.string().max(300).nullish(),
    /** Told to buyers with a new version of a published prompt. */
    changeNote: z.string().trim().max(500, { error: sellerProductMessages.changeNote }).nullish(),
    /** "Garansi" (issue 30): days after payment the prompt is guaranteed to work; 0 for none. */
    guaranteeDays: z
      .number({ error: sellerProductMessages.guaranteeDays })
      .int({ error: sellerProductMessages.guaranteeDays })
      .min(0, { error: sellerProductMessages.guaranteeDays })
      .max(MAX_GUARANTEE_DAYS, { error: sellerProductMessages.guaranteeDays })
      .default(0),
  })
  .refine((input) => input.price > 0 || input.guaranteeDays === 0, {
    error: sellerProductMessages.guaranteeFree,
    path: ['guaranteeDays'],
  })
export type SellerProductInput = z.infer<typeof SellerProductInput>

export const SellerProductListQuery = z.object({
  status: PromptStatus.optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type SellerProductListQuery = z.infer<typeof SellerProductListQuery>

export const SellerProductSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  status: PromptStatus,
  price: z.number().int(),
  model: AiModel,
  categoryTitle: z.string(),
  thumbnailUrl: z.string().nullable(),
  sales: z.number().int(),
  views: z.number().int(),
  rejectionReason: z.string().nullable(),
  /** A published prompt's next version waiting for (or refused by) review. */
  revisionStatus: z.enum(['in_review', 'rejected']).nullable(),
  lastUpdated: z.iso.datetime(),
})
export type SellerProductSummary = z.infer<typeof SellerProductSummary>

export const SellerProductList = z.object({
  items: z.array(SellerProductSummary),
  nextCursor: z.string().nullable(),
  /** Prompts of the shop per status, for the filter tabs. */
  counts: z.record(PromptStatus, z.number().int()),
})
export type SellerProductList = z.infer<typeof SellerProductList>

export const SellerExample = z.object({
  kind: z.enum(['text', 'image']),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  caption: z.string().nullable(),
})

/** One prompt with its secret, for the shop's members only. */
export const SellerProduct = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  model: AiModel,
  modelVersion: z.string(),
  categoryName: z.string(),
  tags: z.array(z.string()),
  price: z.number().int(),
  guaranteeDays: z.number().int(),
  /** "Coba dulu" (issue 31): free tries a buyer gets per day; 0 when switched off. */
  freeTriesPerDay: z.number().int(),
  promptText: z.string(),
  instructions: z.string(),
  changeNote: z.string().nullable(),
  /** The distinct `[BRACKETED]` variables of the prompt text. */
  variables: z.array(z.string()),
  examples: z.array(SellerExample),
  thumbnailUrl: z.string().nullable(),
  status: PromptStatus,
  rejectionReason: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /**
   * The newest approved version once the prompt has been revised (issue 30): its number, when,
   * and how many earlier buyers were told of it; null for a prompt with one version.
   */
  latestVersion: z
    .object({
      version: z.number().int(),
      approvedAt: z.iso.datetime(),
      buyersTold: z.number().int(),
    })
    .nullable(),
  /** The next version of a published prompt: its secret and examples, while in review. */
  revision: z
    .object({
      status: z.enum(['in_review', 'rejected']),
      promptText: z.string(),
      instructions: z.string(),
      changeNote: z.string().nullable(),
      examples: z.array(SellerExample),
      rejectionReason: z.string().nullable(),
      submittedAt: z.iso.datetime(),
    })
    .nullable(),
  sales: z.number().int(),
  views: z.number().int(),
  createdAt: z.iso.datetime(),
  lastUpdated: z.iso.datetime(),
})
export type SellerProduct = z.infer<typeof SellerProduct>
