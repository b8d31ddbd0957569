import { describe, expect, it } from 'vitest'
import { cataloguePrompts } from './catalogue/all-prompts.ts'
import { fittedReviews, reviewPools } from './catalogue/reviews.ts'
import { catalogueShops } from './catalogue/shops.ts'
import { catalogueSales, reviewPoolOf, reviewTextsOf } from './demo-orders.ts'

/**
 * Words that tie a review to one kind of prompt (a photo, a song's lyrics, a thesis, a job
 * application, code that queries a database…): a text with one of them is written for some
 * prompts only, and sits in `fittedReviews` with the slugs it fits (issue 28: a demo review
 * praised another product).
 */
const SUBJECT_WORDS = [
  'foto',
  'studio',
  'katalog',
  'teks di gambar',
  'instagram',
  'feed',
  'logo',
  'stiker',
  'lirik',
  'lagu',
  'reff',
  'iklan',
  'anak',
  'kelas',
  'siswa',
  'murid',
  'guru',
  'dosen',
  'kampus',
  'skripsi',
  'mahasiswa',
  'sumber',
  'melamar',
  'wawancara',
  'hrd',
  'rekruter',
  'gaji',
  'query',
  'database',
  'review kode',
  'bug',
  'test',
  'error',
  'olshop',
  'video',
  'hook',
  'kalender',
  'klien',
  'angka',
  'cerita',
  'tokoh',
  'dialog',
  'naskah',
  'siaran',
  'rekaman',
  'keluarga',
  'usaha kecil',
  'esai',
  'tagar',
  'admin',
  'pelanggan',
]
const mentions = (text: string, word: string) =>
  new RegExp(`(^|[^a-z])${word}`, 'i').test(text.toLowerCase())

const catalogueShopSlugs = new Set(catalogueShops.map((shop) => shop.slug))
const published = cataloguePrompts.filter(
  (prompt) => catalogueShopSlugs.has(prompt.shop) && (prompt.status ?? 'published') === 'published',
)

describe('the demo reviews of the catalogue', () => {
  it('a kind’s texts name no subject of their own, so they fit every prompt of the kind', () => {
    for (const [kind, texts] of Object.entries(reviewPools)) {
      for (const [, body] of texts) {
        const words = SUBJECT_WORDS.filter((word) => mentions(body, word))
        expect(words, `${kind}: “${body}”`).toEqual([])
      }
    }
  })

  it('a text about one subject names the published catalogue prompts it fits', () => {
    const slugs = new Set(published.map((prompt) => prompt.slug))
    for (const review of fittedReviews) {
      expect(review.fits.length, review.body).toBeGreaterThan(0)
      for (const slug of review.fits) expect(slugs.has(slug), `${slug}: ${review.body}`).toBe(true)
    }
  })

  it('every seeded review is a text of its prompt’s kind or one written for that prompt', () => {
    const bySlug = new Map(published.map((prompt) => [prompt.slug, prompt]))
    const reviewed = catalogueSales(Date.UTC(2026, 10, 28)).filter((sale) => sale.review)
    expect(reviewed.length).toBeGreaterThan(50)
    for (const sale of reviewed) {
      const prompt = bySlug.get(sale.slug)
      if (!prompt) throw new Error(`a sale of an unknown prompt: ${sale.slug}`)
      const body = sale.review?.[1] ?? ''
      const generic = reviewPools[reviewPoolOf(prompt)].some(([, text]) => text === body)
      const fitted = fittedReviews.some(
        (review) => review.body === body && review.fits.includes(prompt.slug),
      )
      expect(generic || fitted, `${prompt.title}: “${body}”`).toBe(true)
    }
  })

  it('every published prompt has several texts to draw from', () => {
    for (const prompt of published) {
      expect(reviewTextsOf(prompt).length, prompt.slug).toBeGreaterThanOrEqual(3)
    }
  })
})
