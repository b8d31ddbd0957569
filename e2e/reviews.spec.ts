import type { Page } from '@playwright/test'
import { formatRating } from '../packages/contracts/src/format.ts'
import { demo, expect, expectToast, signUpFresh, test } from './fixtures.ts'

// Demo prompts of Prompt Nusantara (seed: demo-orders.ts), one per project, so the two projects'
// runs never move each other's average.
const PROMPTS = {
  desktop: { slug: 'rencana-konten-tiktok-30-hari' },
  phone: { slug: 'artikel-blog-seo-bahasa-indonesia' },
}

test.describe.configure({ timeout: 180_000 })

/** The prompt's reviews as the API counts them: their stars, to work out the new average. */
async function currentStars(page: Page, slug: string): Promise<number[]> {
  const response = await page.request.get(`/api/v1/products/${slug}/reviews?limit=50`)
  expect(response.ok()).toBe(true)
  const list = (await response.json()) as { items: { rating: number }[]; ratingCount: number }
  expect(list.items).toHaveLength(list.ratingCount)
  return list.items.map((item) => item.rating)
}

const averageAfter = (stars: number[]) => {
  const sum = stars.reduce((total, star) => total + star, 0)
  return formatRating(Math.floor((sum * 100) / stars.length + 0.5))
}

/** A signed-in buyer pays for the prompt in the simulator with QRIS. */
async function buy(page: Page, slug: string) {
  await page.goto(`/marketplace/prompt/${slug}`)
  await page.getByRole('button', { name: 'Beli sekarang' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await dialog.getByLabel('Nomor HP').fill('081234567890')
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible()
  await page.getByRole('radio', { name: 'QRIS' }).check()
  await page.getByRole('button', { name: 'Bayar', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
}

test('[BUYER] writes a review on the prompt page and edits it; [SELLER] replies from the order page', async ({
  page,
  signedInElsewhere,
}) => {
  const prompt = PROMPTS[test.info().project.name as keyof typeof PROMPTS] ?? PROMPTS.desktop
  const email = await signUpFresh(page)
  await buy(page, prompt.slug)
  const before = await currentStars(page, prompt.slug)

  await page.goto(`/marketplace/prompt/${prompt.slug}#ulasan`)
  const section = page.locator('#ulasan')
  await expect(section.getByRole('heading', { name: 'Ulasan', exact: true })).toBeVisible()
  await expect(section.getByRole('heading', { name: 'Beri ulasan' })).toBeVisible()

  // Nothing chosen yet: the form says what is missing, in Indonesian, without sending.
  await section.getByRole('button', { name: 'Kirim ulasan' }).click()
  await expect(section.getByText('Pilih rating 1 sampai 5 bintang.')).toBeVisible()

  const body = `Jadwal kontennya rapi dan mudah diikuti, cocok untuk toko saya. (${test.info().project.name})`
  await section.getByRole('radio', { name: '4 bintang' }).check()
  await section.getByLabel('Ulasan Anda').fill(body)
  await section.getByRole('button', { name: 'Kirim ulasan' }).click()
  await expectToast(page, 'Terima kasih! Ulasan Anda sudah tayang.')

  // The review is listed, newest first, by first name and initial, and the average moved.
  const mine = section.getByRole('article').filter({ hasText: body })
  await expect(mine.getByText('Pembeli U.')).toBeVisible()
  await expect(mine.getByRole('img', { name: '4 bintang' })).toBeVisible()
  await expect(section.getByRole('article').first()).toContainText(body)
  await expect(section.getByTestId('rating-count')).toHaveText(`${before.length + 1} ulasan`)
  await expect(
    section.getByRole('img', {
      name: new RegExp(`^Rating rata-rata ${averageAfter([...before, 4])} dari 5`),
    }),
  ).toBeVisible()
  expect(await section.textContent()).not.toContain(email)

  // Its author edits it: five stars, marked "(diubah)".
  await section.getByRole('button', { name: 'Ubah ulasan' }).click()
  await section.getByRole('radio', { name: '5 bintang' }).check()
  await section.getByRole('button', { name: 'Simpan perubahan' }).click()
  await expectToast(page, 'Ulasan Anda diperbarui.')
  await expect(mine.getByRole('img', { name: '5 bintang' })).toBeVisible()
  await expect(mine.getByText('(diubah)')).toBeVisible()
  await expect(
    section.getByRole('img', {
      name: new RegExp(`^Rating rata-rata ${averageAfter([...before, 5])} dari 5`),
    }),
  ).toBeVisible()

  // Pesanan now offers to change it, and its link opens the section.
  await page.goto('/account/order')
  await page.getByRole('link', { name: 'Ubah ulasan' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/marketplace/prompt/${prompt.slug}#ulasan$`))
  await expect(section.getByRole('heading', { name: 'Ulasan Anda' })).toBeInViewport()

  // The seller finds the order, reads the review and replies once.
  const sellerPage = await signedInElsewhere(demo.seller)
  await sellerPage.goto(`/app/order?q=${encodeURIComponent(email)}`)
  await sellerPage
    .getByRole('row')
    .filter({ hasText: 'Pembeli Uji' })
    .getByRole('link')
    .first()
    .click()
  await expect(sellerPage.getByRole('heading', { name: 'Ulasan pembeli' })).toBeVisible()
  await expect(sellerPage.getByText(body)).toBeVisible()
  const reply = `Terima kasih, Kak! Semoga kontennya makin ramai. (${test.info().project.name})`
  await sellerPage.getByLabel('Balas ulasan').fill(reply)
  await sellerPage.getByRole('button', { name: 'Kirim balasan' }).click()
  await expectToast(sellerPage, 'Balasan terkirim dan tampil di halaman prompt.')
  await expect(sellerPage.getByText(/^Dibalas oleh Rina Penjual/)).toBeVisible()
  await expect(sellerPage.getByLabel('Balas ulasan')).toHaveCount(0)

  // The reply shows under the review on the prompt page.
  await page.reload()
  await expect(mine.getByText('Balasan Prompt Nusantara')).toBeVisible()
  await expect(mine.getByText(reply)).toBeVisible()
})

test('[VISITOR] cards show the rating, and "Rating tertinggi" puts the best rated first', async ({
  page,
}) => {
  await page.goto('/marketplace/prompt?sort=rating')
  const first = page
    .getByRole('link')
    .filter({ has: page.getByTestId('card-rating') })
    .first()
  await expect(first.getByText(/^\d,\d \(\d+\)$/)).toBeVisible()
  const ratings = await page
    .getByTestId('card-rating')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))
  const averages = ratings.map((text) => Number(text.replace(/^.*?(\d),(\d).*$/, '$1.$2')))
  expect(averages.length).toBeGreaterThan(3)
  expect([...averages].sort((a, b) => b - a)).toEqual(averages)
})

test("[VISITOR] reads the reviews a page at a time, newest first, with the shop's replies", async ({
  page,
}) => {
  // Seed: four reviews of this prompt, one answered by the shop.
  await page.goto('/marketplace/prompt/caption-instagram-umkm-kuliner')
  const section = page.locator('#ulasan')
  const reviews = section.getByRole('article')
  await expect(reviews).toHaveCount(3)
  await section.getByRole('button', { name: 'Muat lebih banyak' }).click()
  await expect(reviews).toHaveCount(4)
  await expect(section.getByRole('button', { name: 'Muat lebih banyak' })).toHaveCount(0)
  // Newest first: each review's own date (the first <time>) never rises down the list.
  const written = await reviews.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('time')?.getAttribute('datetime') ?? ''),
  )
  expect([...written].sort().reverse()).toEqual(written)
  await expect(section.getByText('Balasan Prompt Nusantara')).toBeVisible()
  await expect(section.getByTestId('rating-count')).toHaveText('4 ulasan')
})
