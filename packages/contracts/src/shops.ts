import { z } from 'zod'
import { PublicAffiliateProgramme } from './affiliates.ts'
import { PromptCard } from './catalog.ts'
import {
  normaliseShopName,
  type ShopNameProblem,
  shopNameProblem,
  usesReservedWord,
} from './shop-names.ts'
import { PublicMicrosite } from './shops-microsite.ts'

/**
 * Shop slugs share the top level of the site with the app's own routes (`/{shopSlug}`), so the
 * app's first path segments can never be taken (DESIGN.md §5).
 */
export const RESERVED_SHOP_SLUGS = new Set([
  '_app',
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'authentication',
  'auth',
  'bantuan',
  'cart',
  'chat',
  'checkout',
  'docs',
  'favicon.svg',
  'health',
  'help',
  'keranjang',
  'kategori',
  'login',
  'logout',
  'marketplace',
  'page',
  'panduan',
  'pasarprompt',
  'payment',
  'payments',
  'pesanan',
  'profil',
  'profile',
  'prompt',
  'register',
  'reset-password',
  'robots.txt',
  'search',
  'seller',
  'settings',
  'shop',
  'shops',
  'sign-in',
  'sign-out',
  'sign-up',
  'sitemap.xml',
  'static',
  'support',
  'toko',
  'uploads',
  'verify-email',
  'wishlist',
])

export const shopSlugMessages = {
  length: 'Slug harus 3–40 karakter.',
  format:
    'Slug hanya boleh huruf kecil, angka, dan tanda hubung, tanpa tanda hubung di awal atau akhir.',
  reserved: 'Slug ini dipakai oleh halaman PasarPrompt. Pilih slug lain.',
  brand: 'Slug ini memakai nama merek atau kata yang dipakai staf. Pilih slug lain.',
  taken: 'Slug sudah dipakai toko lain.',
} as const

/** A well-formed address outside the app's own routes; what an existing shop's page may be at. */
export const ShopSlugFormat = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: shopSlugMessages.length })
  .max(40, { error: shopSlugMessages.length })
  .regex(/^[a-z0-9](?:[a-z0-9]|-(?!-))*[a-z0-9]$/, { error: shopSlugMessages.format })
  // `pasarprompt-…` would pass for the platform's own accounts (its admin organisations use it).
  .refine((slug) => !RESERVED_SHOP_SLUGS.has(slug) && !slug.startsWith('pasarprompt'), {
    error: shopSlugMessages.reserved,
  })

/** A new shop's slug (or a changed one): no brand or staff word either (shop-names.ts). */
export const ShopSlug = ShopSlugFormat.refine((slug) => !usesReservedWord(slug), {
  error: shopSlugMessages.brand,
})

export const shopNameMessages = {
  short: 'Nama toko minimal 3 karakter.',
  long: 'Nama toko maksimal 60 karakter.',
  characters:
    'Nama toko memuat karakter tak terlihat, karakter kendali, atau pengatur arah teks. Hapus karakter itu.',
  scripts:
    'Nama toko mencampur huruf dari beberapa aksara (misalnya Latin dan Kiril). Pakai satu aksara saja.',
  marks: 'Nama toko memuat tanda aksen yang bertumpuk atau berdiri sendiri. Hapus tanda itu.',
  digits: 'Nama toko hanya boleh memakai angka 0–9.',
  reserved: 'Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.',
  taken: 'Nama ini sudah dipakai toko lain atau terlalu mirip.',
} as const satisfies Record<ShopNameProblem | 'short' | 'long' | 'reserved' | 'taken', string>

/**
 * A shop's name, stored normalised (NFKC, single spaces): nothing invisible or direction-
 * changing, letters of one script, no brand or staff word (shop-names.ts). Whether another shop
 * already has a look-alike name is the server's check.
 */
export const ShopName = z
  .string()
  .overwrite(normaliseShopName)
  .min(3, { error: shopNameMessages.short })
  .max(60, { error: shopNameMessages.long })
  .check((ctx) => {
    const problem = shopNameProblem(ctx.value)
    if (problem) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: shopNameMessages[problem] })
    } else if (usesReservedWord(ctx.value)) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: shopNameMessages.reserved })
    }
  })

export const CreateShopInput = z.object({ name: ShopName, slug: ShopSlug })
export type CreateShopInput = z.infer<typeof CreateShopInput>

export const SlugAvailability = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why it is not available, in Indonesian; null when it is. */
  message: z.string().nullable(),
})
export type SlugAvailability = z.infer<typeof SlugAvailability>

export const ShopRole = z.enum(['owner', 'admin', 'member'], { error: 'Peran tidak valid.' })
export type ShopRole = z.infer<typeof ShopRole>

/** The caller's active shop, as the seller area sees it. */
export const ActiveShop = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(['active', 'suspended', 'closed']),
  role: ShopRole,
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type ActiveShop = z.infer<typeof ActiveShop>

export const UpdateShopProfileInput = z.object({
  name: ShopName.optional(),
  description: z
    .string()
    .trim()
    .max(2000, { error: 'Deskripsi maksimal 2.000 karakter.' })
    .optional(),
  /** The shop's address `/{slug}`: the old address stops working at once. */
  slug: ShopSlug.optional(),
  /** An upload of this shop, or null to remove it. */
  logoUrl: z.string().max(500).nullable().optional(),
  bannerUrl: z.string().max(500).nullable().optional(),
})
export type UpdateShopProfileInput = z.infer<typeof UpdateShopProfileInput>

/** A shop as anyone may see it: only active shops are public. */
export const PublicShop = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** An upload of the shop, or null: its initials are shown instead. */
  logoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type PublicShop = z.infer<typeof PublicShop>

/** `GET /api/v1/shops/{slug}`: the shop's public page, with its microsite (issue 6). */
export const PublicShopPage = PublicShop.extend({
  bannerUrl: z.string().nullable(),
  microsite: PublicMicrosite,
  /** The prompts the shop features first, in its order; only public ones. */
  featuredPrompts: z.array(PromptCard),
  /** The shop's affiliate programme; null while it is off (issue 14). */
  affiliateProgramme: PublicAffiliateProgramme.nullable(),
})
export type PublicShopPage = z.infer<typeof PublicShopPage>

export const ShopListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  /** `nama` (default, A–Z) or `terlaris`: most prompts sold first. */
  sort: z.enum(['nama', 'terlaris'], { error: 'Urutan tidak dikenal.' }).default('nama'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(24),
})

export const ShopList = z.object({
  items: z.array(PublicShop),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
})
export type ShopList = z.infer<typeof ShopList>
