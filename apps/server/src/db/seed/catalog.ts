import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { DEFAULT_FREE_TRIES_PER_DAY } from '@pasarprompt/contracts/constants'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { isTryableModel } from '@pasarprompt/contracts/tries'
import { and, eq, inArray } from 'drizzle-orm'
import { seededRandom } from '../../lib/seeded-random.ts'
import { refreshCategoryStats } from '../../modules/catalog/refresh-category-stats.ts'
import type { Executor } from '../client.ts'
import { createPrompt } from '../factories/create-prompt.ts'
import { categories, members, organizations, prompts } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import { cataloguePrompts } from './catalogue/all-prompts.ts'
import type { CataloguePrompt } from './catalogue/types.ts'
import { exampleSvg } from './images/example-art.ts'
import type { SeedImages } from './images/seed-images.ts'
import { thumbnailSvg } from './images/thumbnail.ts'

const categoryContent = [
  ['pemasaran', 'Pemasaran & Iklan', 'Iklan, caption, dan strategi promosi yang menjual.', true],
  ['menulis', 'Menulis & Konten', 'Artikel, naskah, dan cerita dengan gaya yang Anda pilih.', true],
  ['bisnis', 'Bisnis & UMKM', 'Rencana usaha, email pelanggan, dan analisis pesaing.', true],
  ['media-sosial', 'Media Sosial', 'Konten Instagram, TikTok, dan X yang konsisten.', true],
  ['ilustrasi', 'Ilustrasi & Seni', 'Gaya visual khas untuk Midjourney, DALL·E, dan Flux.', true],
  ['foto-produk', 'Foto Produk', 'Foto katalog dan lifestyle untuk toko online.', true],
  ['pendidikan', 'Pendidikan', 'Materi ajar, soal latihan, dan rangkuman belajar.', false],
  ['pemrograman', 'Pemrograman', 'Kode, review, dan dokumentasi bersama asisten AI.', false],
] as const

/** Seeds the categories every environment needs (titles and descriptions admins may edit). */
export async function seedCategories(db: Executor): Promise<number> {
  const inserted = await db
    .insert(categories)
    .values(
      categoryContent.map(([name, title, description, featured], index) =>
        stampInsert(systemActor, { name, title, description, featured, sortOrder: index }),
      ),
    )
    .onConflictDoNothing()
    .returning({ name: categories.name })
  return inserted.length
}

/**
 * The demo catalogue's prompts (seed/catalogue), published and not, with their secrets; with
 * `images`, each gets a drawn thumbnail and image prompts their drawn example outputs.
 */
export async function seedDemoPrompts(db: Executor, images: SeedImages | null): Promise<number> {
  const existing = await db
    .select({ slug: prompts.slug })
    .from(prompts)
    .where(
      inArray(
        prompts.slug,
        cataloguePrompts.map((prompt) => prompt.slug),
      ),
    )
  const missing = cataloguePrompts.filter(
    (prompt) => !existing.some((row) => row.slug === prompt.slug),
  )
  if (missing.length === 0) return 0

  const shopRows = await db
    .select({ id: organizations.id, slug: organizations.slug, ownerId: members.userId })
    .from(organizations)
    .leftJoin(members, and(eq(members.organizationId, organizations.id), eq(members.role, 'owner')))
  const shopsBySlug = new Map(shopRows.map((shop) => [shop.slug, shop]))
  const titles = new Map(
    (await db.select({ name: categories.name, title: categories.title }).from(categories)).map(
      (row) => [row.name, row.title],
    ),
  )
  for (const demo of missing) {
    const shop = shopsBySlug.get(demo.shop)
    if (!shop) continue
    const pictures = images ? drawPrompt(images, shop, demo, titles.get(demo.category)) : {}
    await createPrompt(db, shop.id, {
      ...demo,
      ...pictures,
      publishedAt: new Date(Date.now() - demo.daysAgo * DAY_MS),
      revision: demo.slug === REVISED_DEMO_PROMPT ? demoRevision(demo) : undefined,
      // The demo's shops offer "Coba dulu" on every paid text prompt (issue 31).
      freeTriesPerDay:
        demo.price > 0 && isTryableModel(demo.model) ? DEFAULT_FREE_TRIES_PER_DAY : 0,
      skipCategoryStats: true,
    })
  }
  await refreshCategoryStats(db)
  return missing.length
}

/** A prompt's thumbnail and, for an image prompt, its two example outputs. */
function drawPrompt(
  images: SeedImages,
  shop: { id: string; ownerId: string | null },
  demo: CataloguePrompt,
  categoryTitle: string | undefined,
) {
  const thumbnailUrl = images.add(
    shop,
    thumbnailSvg(
      {
        title: demo.title,
        category: demo.category,
        categoryTitle: categoryTitle ?? demo.category,
        modelLabel: aiModelLabels[demo.model],
        art: demo.art,
      },
      seededRandom(`${demo.slug}:example:0`),
    ),
  )
  const art = demo.art
  const imageExamples = art
    ? art.captions.map((caption, index) => ({
        caption,
        imageUrl: images.add(
          shop,
          exampleSvg(art.kind, art.palette, seededRandom(`${demo.slug}:example:${index}`)),
        ),
      }))
    : []
  return { thumbnailUrl, imageExamples }
}

/**
 * One published demo prompt has a new version waiting for review, so the seller sees how an edit
 * of a live prompt works (DESIGN.md §4) on a fresh start. Written only with the prompt itself, so
 * a revision the seller dropped does not come back on the next start.
 */
const REVISED_DEMO_PROMPT = 'deskripsi-produk-marketplace'

const demoRevision = (demo: CataloguePrompt) => ({
  promptText: `${demo.promptText} Tutup dengan versi singkat maksimal 150 karakter untuk caption [MEDIA SOSIAL].`,
  instructions: `${demo.instructions} Isi MEDIA SOSIAL dengan Instagram, TikTok, atau WhatsApp.`,
  changeNote: 'Menambahkan versi singkat untuk caption media sosial.',
})
