import type { AiModel } from '@pasarprompt/contracts/catalog'
import type { MicrositeAccent } from '@pasarprompt/contracts/shops-microsite'

/** The categories every database has (seed/catalog.ts). */
export type CategoryName =
  | 'pemasaran'
  | 'menulis'
  | 'bisnis'
  | 'media-sosial'
  | 'ilustrasi'
  | 'foto-produk'
  | 'pendidikan'
  | 'pemrograman'

/**
 * What an image prompt's example outputs look like when the seed draws them: abstract but
 * believable compositions (seed/images/example-art.ts), in the prompt's palette.
 */
export type ExampleArt =
  | 'pattern'
  | 'landscape'
  | 'product'
  | 'character'
  | 'logo'
  | 'poster'
  | 'interior'
  | 'food'
  | 'portrait'

export interface CatalogueShop {
  slug: string
  name: string
  /** A demo creator who owns the shop (password `pasarprompt-demo`). */
  owner: { name: string; email: string }
  description: string
  /** The microsite's headline and colour on the shop's page. */
  headline: string
  accent: MicrositeAccent
  /** The logo's and banner's colours: background, then highlight. */
  colors: [string, string]
  /** How long it has been selling. */
  openedDaysAgo: number
}

export interface CataloguePrompt {
  shop: string
  slug: string
  title: string
  descriptionHtml: string
  model: AiModel
  modelVersion: string
  category: CategoryName
  tags: string[]
  /** Integer rupiah: 0 (free) or Rp 15.000–Rp 150.000 in the demo. */
  price: number
  status?: 'published' | 'draft' | 'in_review' | 'rejected' | 'archived'
  /** Why review refused it (status `rejected`). */
  rejectionReason?: string
  featured?: boolean
  /** Days since it was published. */
  daysAgo: number
  /** The secret, with its `[VARIABEL]` placeholders. */
  promptText: string
  instructions: string
  /** Text example outputs, in order. */
  examples: string[]
  /** Image prompts: the drawn example outputs (two) and their palette. */
  art?: { kind: ExampleArt; palette: [string, string, string]; captions: [string, string] }
}

/** A review the customer wrote a day after buying: stars, text, and the shop's reply if any. */
export type DemoReview = [rating: number, body: string, reply?: string]
