import { z } from 'zod'
import { Category, PromptStatus } from './catalog.ts'
import { SellerProduct } from './catalog-for-shop.ts'
import { CopyCheck } from './copies.ts'

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
  /** The submission in review is close to another shop's prompt (issue 32). */
  copyFlagged: z.boolean(),
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
  /** The newest copy check of its submissions, or null before the first (issue 32). */
  copyCheck: CopyCheck.nullable(),
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

export const AdminCategory = Category.extend({ sortOrder: z.number().int() })
export type AdminCategory = z.infer<typeof AdminCategory>

export const AdminCategoryList = z.object({ items: z.array(AdminCategory) })

const categoryText = {
  title: z
    .string({ error: 'Judul wajib diisi.' })
    .trim()
    .min(2, { error: 'Judul minimal 2 karakter.' })
    .max(60, { error: 'Judul maksimal 60 karakter.' }),
  description: z
    .string()
    .trim()
    .max(200, { error: 'Deskripsi maksimal 200 karakter.' })
    .default(''),
  featured: z.boolean().default(false),
}

/** A new category: its `name` is the slug used in `?category=` and never changes. */
export const CreateCategoryInput = z.object({
  name: z
    .string({ error: 'Slug wajib diisi.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, {
      error: 'Slug 1–40 karakter: huruf kecil, angka, dan tanda hubung.',
    }),
  ...categoryText,
})
export type CreateCategoryInput = z.input<typeof CreateCategoryInput>

export const UpdateCategoryInput = z.object(categoryText)
export type UpdateCategoryInput = z.input<typeof UpdateCategoryInput>

/** The categories' new order, all of them, first shown first. */
export const ReorderCategoriesInput = z.object({
  names: z.array(z.string().max(40)).min(1).max(200),
})
