import { z } from 'zod'

/**
 * The shop's public page content (`/{shopSlug}`), edited in `/app/microsite` through
 * `/api/v1/seller/microsite`. Plain text only: nothing a seller writes here is read as HTML.
 */
export const MICROSITE_HEADLINE_MAX = 120
export const MICROSITE_BIO_MAX = 1000
export const MICROSITE_LINKS_MAX = 5
export const MICROSITE_LINK_LABEL_MAX = 40
export const MICROSITE_FEATURED_MAX = 6

/**
 * A fixed palette, so a shop's colour can never make its page unreadable: each name maps to
 * colours whose contrast the web app checked in the light and the dark theme.
 */
export const MICROSITE_ACCENTS = ['hijau', 'biru', 'ungu', 'merah', 'jingga', 'grafit'] as const
export const MicrositeAccent = z.enum(MICROSITE_ACCENTS, { error: 'Pilih warna dari daftar.' })
export type MicrositeAccent = z.infer<typeof MicrositeAccent>

export const micrositeMessages = {
  headline: `Judul paling banyak ${MICROSITE_HEADLINE_MAX} karakter.`,
  bio: 'Bio paling banyak 1.000 karakter.',
  links: `Paling banyak ${MICROSITE_LINKS_MAX} tautan.`,
  linkLabel: `Nama tautan wajib diisi, paling banyak ${MICROSITE_LINK_LABEL_MAX} karakter.`,
  url: 'Alamat tautan harus berupa alamat web yang diawali http:// atau https://.',
  featured: `Paling banyak ${MICROSITE_FEATURED_MAX} prompt pilihan.`,
  featuredDuplicate: 'Prompt pilihan tidak boleh dipilih dua kali.',
  featuredInvalid: 'Prompt pilihan harus prompt toko ini yang sudah terbit.',
} as const

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Only web addresses: `javascript:`, `data:` and the like never become a link on the page. */
function isWebUrl(value: string) {
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      // `https://bank.co.id@evil.example` reads like the first host but opens the second.
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}

export const MicrositeUrl = z
  .string({ error: micrositeMessages.url })
  .trim()
  .min(1, { error: micrositeMessages.url })
  .max(500, { error: micrositeMessages.url })
  // `instagram.com/tokoku` is how people write addresses: it means https.
  .transform((value) => (SCHEME.test(value) ? value : `https://${value}`))
  .refine(isWebUrl, { error: micrositeMessages.url })
  .transform((value) => new URL(value).href)

export const MicrositeLinkInput = z.object({
  label: z
    .string({ error: micrositeMessages.linkLabel })
    .trim()
    .min(1, { error: micrositeMessages.linkLabel })
    .max(MICROSITE_LINK_LABEL_MAX, { error: micrositeMessages.linkLabel })
    .transform((label) => label.replace(/\s+/g, ' ')),
  url: MicrositeUrl,
})

export const MicrositeInput = z.object({
  headline: z
    .string()
    .trim()
    .max(MICROSITE_HEADLINE_MAX, { error: micrositeMessages.headline })
    .transform((headline) => headline.replace(/\s+/g, ' '))
    .default(''),
  bio: z
    .string()
    .transform((bio) => bio.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(MICROSITE_BIO_MAX, { error: micrositeMessages.bio }))
    .default(''),
  links: z
    .array(MicrositeLinkInput)
    .max(MICROSITE_LINKS_MAX, { error: micrositeMessages.links })
    .default([]),
  /** In the order the page shows them; each must be a published prompt of this shop. */
  featuredPromptIds: z
    .array(z.uuid({ error: micrositeMessages.featuredInvalid }))
    .max(MICROSITE_FEATURED_MAX, { error: micrositeMessages.featured })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: micrositeMessages.featuredDuplicate,
    })
    .default([]),
  accentColor: MicrositeAccent.default('hijau'),
})
export type MicrositeInput = z.infer<typeof MicrositeInput>

export const MicrositeLink = z.object({ label: z.string(), url: z.string() })
export type MicrositeLink = z.infer<typeof MicrositeLink>

/** What visitors see of the microsite (the featured prompts travel as cards beside it). */
export const PublicMicrosite = z.object({
  headline: z.string(),
  bio: z.string(),
  links: z.array(MicrositeLink),
  accentColor: MicrositeAccent,
})
export type PublicMicrosite = z.infer<typeof PublicMicrosite>

export const Microsite = PublicMicrosite.extend({ featuredPromptIds: z.array(z.string()) })
export type Microsite = z.infer<typeof Microsite>

/** A published prompt the seller may feature. */
export const MicrositePromptOption = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  price: z.number().int(),
  sales: z.number().int(),
})
export type MicrositePromptOption = z.infer<typeof MicrositePromptOption>

/** `/api/v1/seller/microsite`: the content, and what the editor offers to feature. */
export const SellerMicrosite = z.object({
  microsite: Microsite,
  shop: z.object({
    slug: z.string(),
    name: z.string(),
    status: z.enum(['active', 'suspended', 'closed']),
    logoUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
  }),
  /** The shop's published prompts, best-selling first (at most 100). */
  publishedPrompts: z.array(MicrositePromptOption),
})
export type SellerMicrosite = z.infer<typeof SellerMicrosite>
