import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The public reads the server puts in the page (ADR 0020); the session is the visitor's own. */
const EMBEDDED_READS = /\/api\/v1\/(products|categories|config|shops)(\/|\?|$)/

function apiReadsOf(page: Page) {
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (EMBEDDED_READS.test(url.pathname + url.search)) reads.push(url.pathname + url.search)
  })
  return reads
}

test('the prompt list, a prompt and a shop show their first screen without asking the API for it', async ({
  page,
}) => {
  const reads = apiReadsOf(page)
  await page.goto('/marketplace/prompt?category=menulis')
  await expect(page.getByRole('heading', { level: 1, name: 'Menulis & Konten' })).toBeVisible()
  await expect(page.locator('main ul li a').first()).toBeVisible()

  await page.goto('/marketplace/prompt/artikel-blog-seo-bahasa-indonesia')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Artikel Blog SEO Bahasa Indonesia' }),
  ).toBeVisible()

  await page.goto('/prompt-nusantara')
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt Nusantara' })).toBeVisible()
  // A prompt page reads its prompt again behind the first screen (that read counts the view),
  // and below the fold asks for its reviews and the shop's other prompts.
  const behind =
    /^\/api\/v1\/products\/artikel-blog-seo-bahasa-indonesia(\/reviews|$)|shop=prompt-nusantara&limit=4/
  expect(reads.filter((read) => !behind.test(read))).toEqual([])
})

test('the list’s first picture loads first and at once; pictures further down wait, all as WebP copies', async ({
  page,
}) => {
  await page.goto('/marketplace/prompt')
  const pictures = page.locator('main ul li a img[sizes]')
  await expect(pictures.first()).toBeVisible()
  expect(await pictures.count()).toBeGreaterThan(8)

  // The first card with a picture (a card without one shows its model's name).
  const first = pictures.first()
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveAttribute('srcset', /\.w320\.webp 320w/)
  await expect(first).toHaveJSProperty('complete', true)
  expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\.w\d+\.webp$/,
  )
  await expect(pictures.nth(8)).toHaveAttribute('loading', 'lazy')
  await expect(pictures.nth(8)).toHaveAttribute('decoding', 'async')
})
