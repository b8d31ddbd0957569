import { z } from 'zod'
import { PromptStatus, SellerProduct } from './seller-products.ts'

/** `/admin/product`: the review queue (`antrean`) or every prompt, filtered. */
export const AdminProductListQuery = z.object({
  /** `queue`: prompts in review and published prompts with a new version in review. */
  view: z.enum(['queue', 'all']).default('queue'),
  status: PromptStatus.optional(),
  q: z.string().trim().max(100, { error: 'Kata kunci maksimal 100 karakter.' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>

export const AdminProductRow = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  status: PromptStatus,
  price: z.number().int(),
  model: z.string(),
  featured: z.boolean(),
  /** A published prompt's next version waits for review. */
  revisionInReview: z.boolean(),
  shop: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  submittedAt: z.iso.datetime().nullable(),
  lastUpdated: z.iso.datetime(),
})
export type AdminProductRow = z.infer<typeof AdminProductRow>

export const AdminProductList = z.object({
  items: z.array(AdminProductRow),
  nextCursor: z.string().nullable(),
  /** How many wait for review (the sidebar's badge). */
  queueCount: z.number().int(),
})
export type AdminProductList = z.infer<typeof AdminProductList>

/** Everything a reviewer reads, the secret included (private, no-store). */
export const AdminProductDetail = SellerProduct.extend({
  featured: z.boolean(),
  /** The category as the storefront shows it (`categoryName` is its key). */
  categoryTitle: z.string(),
  shop: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(['active', 'suspended', 'closed']),
  }),
})
export type AdminProductDetail = z.infer<typeof AdminProductDetail>

/** Why a prompt (or its new version) is sent back: the seller reads it. */
export const ReasonInput = z.object({
  reason: z
    .string({ error: 'Alasan wajib diisi.' })
    .trim()
    .min(10, { error: 'Alasan minimal 10 karakter, agar penjual tahu apa yang harus diperbaiki.' })
    .max(500, { error: 'Alasan maksimal 500 karakter.' }),
})
export type ReasonInput = z.infer<typeof ReasonInput>

export const FeatureInput = z.object({ featured: z.boolean() })
export type FeatureInput = z.infer<typeof FeatureInput>
