import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, openMenuIfPhone, signUpFresh, test } from './fixtures.ts'

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}

test('the issue’s journey: Kategori → category → prompt → wishlist badge; top bar search; a shop page', async ({
  page,
}) => {
  await page.goto('/marketplace')
  await signUpFresh(page)
  await page.reload()

  const phone = test.info().project.name === 'phone'
  if (phone) await openMenuIfPhone(page)
  else await page.getByRole('button', { name: 'Kategori' }).click()
  // In the menu, not a card of the page behind it that shares the words.
  const menu = phone
    ? page.getByRole('dialog')
    : page.getByRole('navigation', { name: 'Navigasi utama' })
  await menu
    .getByRole('link', { name: /Foto Produk/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/marketplace\/prompt\?category=foto-produk$/)
  await page.getByRole('link', { name: /Foto Produk Kopi Flat Lay/ }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Foto Produk Kopi Flat Lay' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Simpan ke wishlist' }).click()
  await expect(page.getByRole('link', { name: 'Wishlist, 1 prompt' })).toBeVisible()

  const search = page.getByRole('combobox', { name: 'Cari prompt' })
  await search.fill('caption')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/marketplace\/prompt\?q=caption$/)
  await expect(
    page.getByRole('link', { name: /Caption Instagram untuk UMKM Kuliner/ }),
  ).toBeVisible()

  await page.getByRole('link', { name: /Caption Instagram untuk UMKM Kuliner/ }).click()
  await page.getByRole('link', { name: 'Lihat toko' }).click()
  await expect(page).toHaveURL(/\/prompt-nusantara$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt Nusantara' })).toBeVisible()
})

const dist = path.resolve(import.meta.dirname, '../apps/web/dist')
const readManifest = () =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >

/**
 * The JS a storefront page loads before it can render, in gzip bytes: the entry, the marketplace
 * frame and the page's chunk with everything they import statically. A ratchet on the way to the
 * issue's 120 KB: lower it when a change makes the first load smaller, never raise it quietly.
 */
const FIRST_LOAD_BUDGET_GZIP: Record<string, number> = {
  // Issue 27 (157.4 / 158.9 KB, from 184 / 186): what the first screen does not render loads on
  // interaction, at idle or with the session — toasts, the phone menu's sheet, the Kategori
  // dropdown, the signed-in buttons and live listeners, the orders' and guide's texts. What is
  // left is mostly React, react-dom, react-router and TanStack Query (~115 KB) and tailwind-merge.
  // Issue 28 (158.1 / 159.6 / 184.0 KB): the "Langsung ke konten" skip link on every page and
  // days written in Jakarta time added under 1 KB; raised by that, in the open. Later in issue
  // 28 (158.3 / 160.3 / 184.2 / 166.2 KB): the list's removable chips for words that matched
  // nothing, Masuk and Daftar remembering the page they were pressed on, the affiliate card's
  // longer money words ("mencairkan"); list, prompt and shop raised by 1 KB for them.
  // Issue 29 (160.8 / 162.5 / 186.6 / 168.9 KB): no code was added to the first screen, but the
  // refactor moved modules (each feature's query keys in its own file, the API client, the price
  // label) and the bundler's automatic chunking now splits the first load into six more small
  // chunks (the mutation part of TanStack Query, the API client, three key factories), each
  // paying gzip's overhead; raised by that, in the open. Merging small shared chunks is issue 27's.
  // Issue 30 (160.9 / 162.6 / 187.1 / 169.0 KB): the route table's two admin complaint pages and
  // the chunks the order pages now preload (their complaint panels) in the entry, and the prompt
  // page's Garansi line with its icon; prompt and shop raised by 1 KB for them, in the open.
  // Its "diperbarui" date (prompt versions) added 10-50 bytes: 160.9 / 162.6 / 187.1 / 169.0 KB.
  // Issue 31 (161.1 / 162.8 / 187.5 / 169.2 KB): the route table's admin "Coba dulu" page (about
  // 70 bytes on every page, more than the home page had left) and, on the prompt page, the "Coba
  // dulu" button (its panel loads on demand, behind a loader chunk of its own); the home page
  // raised by 1 KB for the route, in the open.
  // Issue 27, later (145.7 / 148.4 / 157.9 / 150.6 KB): the first load in a few chunks instead of
  // 60-80 (vite.config.ts, `firstLoadGroups`: gzip compresses one file better than many), and
  // DOMPurify loaded when a description is first shown (the painted page keeps the server's).
  'home-page': 146 * 1024,
  'prompt-list-page': 149 * 1024,
  // No zod since issue 27 (182.1 KB, from 247): the affiliate code's schema loads for an `?aff=`
  // link only, the review form and the bought prompt's panel with the session.
  'prompt-page': 158 * 1024,
  'shop-page': 151 * 1024,
}

test('every storefront page’s first load stays within its JS budget (gzip, from the build)', () => {
  const manifest = readManifest()
  for (const [page, budget] of Object.entries(FIRST_LOAD_BUDGET_GZIP)) {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk) throw new Error(`${key} is missing from the manifest`)
      if (files.has(chunk.file)) return
      files.add(chunk.file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    for (const key of [
      'index.html',
      'src/app/routes/marketplace/area.ts',
      `src/app/routes/marketplace/${page}.tsx`,
    ])
      visit(key)
    const bytes = [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(path.join(dist, file))).length, 0)
    expect(bytes, `${page}: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(budget)
  }
})

test('the storefront’s first load ships no code of /app or /admin', async ({ page }) => {
  const manifest = readManifest()
  const areaFile = (area: string) =>
    Object.values(manifest).find((chunk) => chunk.src === `src/app/routes/${area}/area.ts`)?.file
  const seller = areaFile('seller')
  const admin = areaFile('admin')
  expect(seller && admin).toBeTruthy()

  const loaded: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.endsWith('.js')) loaded.push(pathname.slice(1))
  })
  await page.goto('/marketplace')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(loaded.length).toBeGreaterThan(0)
  expect(loaded).not.toContain(seller)
  expect(loaded).not.toContain(admin)
})
