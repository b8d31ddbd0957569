import { z } from 'zod'
import { aiModels, catalogSorts } from './catalog-options.ts'
import { defineLifecycle } from './lifecycle.ts'

export const AiModel = z.enum(aiModels, { error: 'Model AI tidak dikenal.' })
export type AiModel = z.infer<typeof AiModel>

/** Price rules of DESIGN.md §4: free, or Rp 10.000 – Rp 5.000.000, whole rupiah. */
export const PRICE_MIN = 10_000
export const PRICE_MAX = 5_000_000

/** The spec's Category (§3): `name` is the immutable slug used in `?category=`. */
export const Category = z.object({
  /** The category's key. Its `name` is already an immutable key (DESIGN.md §5), so the two agree. */
  id: z.string().describe('The category key; equal to `name`, which never changes'),
  /** The tenant: 'marketplace' selects the marketplace's categories (spec §3, §9). */
  companyId: z.string().describe("The tenant; 'marketplace' selects the marketplace's categories"),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  featured: z.boolean(),
  /** Published prompts of active shops in this category. */
  count: z.number().int(),
  popularTags: z.array(z.string()),
})
export type Category = z.infer<typeof Category>

export const CategoryListQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
})

export const CatalogSort = z.enum(catalogSorts, { error: 'Urutan tidak dikenal.' })
export type CatalogSort = z.infer<typeof CatalogSort>

export const ProductListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.string().max(60).optional(),
  featured: z.enum(['true', 'false']).optional(),
  model: AiModel.optional(),
  shop: z.string().max(60).optional(),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  /** Default: `relevan` with a search, else `terbaru`. */
  sort: CatalogSort.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(24),
})
export type ProductListQuery = z.infer<typeof ProductListQuery>

/** A prompt as lists show it. Never carries the prompt text (DESIGN.md §4). */
export const PromptCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  model: AiModel,
  modelVersion: z.string(),
  category: z.object({ name: z.string(), title: z.string() }),
  price: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  /** The shop's logo is an upload, or null (its initials are shown). */
  shop: z.object({ slug: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  variableCount: z.number().int(),
  sales: z.number().int(),
  /** Average stars × 100 of the reviews of still-paid orders (433 = 4,33); 0 when none. */
  ratingAverageX100: z.number().int(),
  ratingCount: z.number().int(),
  featured: z.boolean(),
  publishedAt: z.iso.datetime(),
})
export type PromptCard = z.infer<typeof PromptCard>

/**
 * What a search that found nothing offers instead of a dead end: categories its words point to
 * (or the largest ones), popular tags, and the prompts closest to it.
 */
export const SearchSuggestions = z.object({
  categories: z.array(z.object({ name: z.string(), title: z.string(), count: z.number().int() })),
  tags: z.array(z.string()),
  prompts: z.array(PromptCard),
})
export type SearchSuggestions = z.infer<typeof SearchSuggestions>

export const ProductList = z.object({
  items: z.array(PromptCard),
  nextCursor: z.string().nullable(),
  /** Only on the first page of a search that found nothing. */
  suggestions: SearchSuggestions.optional(),
  /**
   * On a search: its words (a phrase of the synonym table as one entry, lower case, accents
   * folded) that no prompt of the catalogue has, or that prompts of this page lack. Searching
   * without one of them finds more.
   */
  unmatchedWords: z.array(z.string()).optional(),
  /**
   * On a search by relevance that found fewer than a page of prompts with all its words: the index
   * in `items` of the first prompt that has most of the words but not all (every later one too).
   * Absent when every listed prompt has all the words.
   */
  someWordsFrom: z.number().int().min(0).optional(),
})
export type ProductList = z.infer<typeof ProductList>

export const PromptExample = z.object({
  kind: z.enum(['text', 'image']),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  caption: z.string().nullable(),
})
export type PromptExample = z.infer<typeof PromptExample>

/** A prompt's public page. Still never the prompt text or the buyer instructions. */
export const PromptDetail = PromptCard.extend({
  /** Sanitised with the spec §5 allow-list on the server; the web sanitises again to render. */
  descriptionHtml: z.string(),
  /** "Garansi" (issue 30): days after payment the shop guarantees it works; 0 for none. */
  guaranteeDays: z.number().int(),
  /**
   * "Coba dulu" (issue 31): free tries the shop gives each buyer per day; 0 when the shop has it
   * off or the platform runs no model.
   */
  freeTriesPerDay: z.number().int(),
  /** When its newest version was approved, once it has more than one (issue 30); else null. */
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  tags: z.array(z.string()),
  examples: z.array(PromptExample),
  shop: z.object({
    slug: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    description: z.string(),
  }),
})
export type PromptDetail = z.infer<typeof PromptDetail>

/** The spec's `POST /api/v1/product/get` (wishlist ids → cards); unknown ids are skipped. */
export const ProductGetInput = z.object({
  ids: z.array(z.uuid({ error: 'ID prompt tidak valid.' })).max(100),
})

/** The distinct `[BRACKETED]` template variables of a prompt text (their count is public). */

/** The spec's Wishlist document: the saved prompts' ids, newest first. */
export const Wishlist = z.object({ productIds: z.array(z.uuid()) })
export type Wishlist = z.infer<typeof Wishlist>

/** A prompt's statuses (DESIGN.md §4 Prompt), as the seller, the admin and the lifecycle name them. */
export const PROMPT_STATUSES = ['draft', 'in_review', 'published', 'rejected', 'archived'] as const
export const PromptStatus = z.enum(PROMPT_STATUSES)
export type PromptStatus = z.infer<typeof PromptStatus>

/**
 * Every move of a prompt's status (DESIGN.md §4 Prompt): the seller submits, withdraws,
 * archives and restores; the platform's review approves or rejects.
 */
export const promptLifecycle = defineLifecycle(PROMPT_STATUSES, {
  submit: { from: ['draft', 'rejected'], to: 'in_review' },
  withdraw: { from: ['in_review'], to: 'draft' },
  archive: { from: ['draft', 'rejected', 'published'], to: 'archived' },
  restore: { from: ['archived'], to: 'draft' },
  approve: { from: ['in_review'], to: 'published' },
  reject: { from: ['in_review'], to: 'rejected' },
})
/** The moves a member of the shop makes; approving and rejecting are the platform's. */
export const SELLER_PROMPT_ACTIONS = ['submit', 'withdraw', 'archive', 'restore'] as const
export type SellerPromptAction = (typeof SELLER_PROMPT_ACTIONS)[number]

export const promptStatusLabels: Record<PromptStatus, string> = {
  draft: 'Draf',
  in_review: 'Dalam peninjauan',
  published: 'Terbit',
  rejected: 'Ditolak',
  archived: 'Diarsipkan',
}
