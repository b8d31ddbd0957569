import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { vaNumberOf } from '../apps/server/src/modules/payments/simulator/payment-codes.ts'
import { qrisPayload } from '../apps/server/src/modules/payments/simulator/qris-payload.ts'
import { latestMail, linkFromMail } from '../apps/server/test/helpers/mailbox.ts'
import { expect, shownPromptText, signUpFresh, test, waitsForHydration } from './fixtures.ts'

// A published demo prompt of Rp 45.000 (apps/server/src/db/seed/catalog.ts) and its secret.
const PAID_PROMPT = '/marketplace/prompt/ilustrasi-batik-modern'
const PAID_PROMPT_TEXT = 'seamless modern batik pattern inspired by [MOTIF TRADISIONAL]'
const FREE_PROMPT = '/marketplace/prompt/balasan-ulasan-pelanggan'
const FREE_PROMPT_TEXT = 'Kamu adalah admin toko [NAMA TOKO]'

// Each journey is a whole purchase (checkout, the gateway, the webhook, a mail): twice the default.
test.describe.configure({ timeout: 150_000 })

const guestEmail = () => `tamu-${Date.now()}-${randomBytes(3).toString('hex')}@contoh.id`

/** A guest fills 'Ringkasan Pesanan' and lands on the simulator's payment page. */
async function checkoutAsGuest(page: Page, email: string) {
  await page.goto(PAID_PROMPT)
  await page.getByRole('button', { name: 'Beli sekarang' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await expect(dialog.getByText('Ilustrasi Motif Batik Modern')).toBeVisible()
  await expect(dialog.getByText('Rp 45.000')).toBeVisible()
  await dialog.getByLabel('Nama').fill('Sari Tamu')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Nomor HP').fill('0812 3456 7890')
  await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\?token=/)
  await expect(page.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible()
  await expect(page.getByText('Menunggu pembayaran').first()).toBeVisible()
  // One deadline on the page, in Jakarta time: the gateway's, not the order's later expiry.
  await expect(page.getByText(/Selesaikan pembayaran sebelum .+ WIB\./)).toHaveCount(1)
  await expect(page.getByText(/berlaku sampai/)).toHaveCount(0)
}

test('[GUEST] buys a prompt with QRIS in the simulator, reads it, and opens it again from the receipt email', async ({
  page,
  browser,
}) => {
  const email = guestEmail()
  await checkoutAsGuest(page, email)
  await page.getByRole('radio', { name: 'QRIS' }).check()
  await page.getByRole('button', { name: 'Bayar', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Prompt lengkap' })).toBeVisible()
  await expect(page.getByText(shownPromptText(PAID_PROMPT_TEXT))).toBeVisible()
  await expect(page.getByRole('link', { name: 'Buat akun dengan email ini' })).toHaveAttribute(
    'href',
    `/sign-up?email=${encodeURIComponent(email)}`,
  )

  let link: string | undefined
  await expect
    .poll(() => (link = linkFromMail(String(process.env.E2E_DATA_DIR), email, '/payment/')))
    .toBeTruthy()
  expect(latestMail(String(process.env.E2E_DATA_DIR), email)).toMatch(
    /^Subject: Bukti pembayaran PP-\d{8}-/m,
  )

  // Another browser with no session: the signed link alone opens the prompt.
  const context = await browser.newContext()
  try {
    const fresh = waitsForHydration(await context.newPage())
    await fresh.goto(String(link))
    await expect(fresh.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
    await expect(fresh.getByText(shownPromptText(PAID_PROMPT_TEXT))).toBeVisible()
  } finally {
    await context.close()
  }
})

/** The theme toggle's effect (lib/theme.ts), without remembering the choice. */
const setPageTheme = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((chosen) => {
    document.documentElement.classList.toggle('dark', chosen === 'dark')
    document.documentElement.style.colorScheme = chosen
  }, theme)

/** What a camera reads from the QR on screen: the element's pixels, decoded by jsQR. */
async function readQrOnScreen(page: Page) {
  const image = page.getByTestId('qris-code')
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const png = PNG.sync.read(await image.screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

test('[GUEST] the simulator shows what Snap shows: a QRIS code a phone can read, VA numbers, the time left, the steps', async ({
  page,
}) => {
  // Seven methods looked at and screenshotted in two themes, then a purchase: three times a journey.
  test.slow()
  await checkoutAsGuest(page, guestEmail())
  const width = page.viewportSize()?.width ?? 0
  const shots = `${String(process.env.E2E_DATA_DIR)}/screenshots`
  mkdirSync(shots, { recursive: true })

  // QRIS, the first method: its QR decodes to this attempt's payload (CRC included).
  await expect(page.getByRole('radio', { name: 'QRIS' })).toBeChecked()
  const decoded = await readQrOnScreen(page)
  const reference = /0520(PP-\d{8}-[0-9A-Z]{6}-1)6304/.exec(String(decoded))?.[1]
  expect(reference, `the QR read: ${decoded}`).toBeTruthy()
  const gatewayOrderId = String(reference)
  expect(decoded).toBe(qrisPayload({ gatewayOrderId, amount: 45_000 }))
  await expect(page.getByRole('heading', { name: 'Cara bayar' })).toBeVisible()
  await expect(page.getByRole('timer')).toHaveText(/^2[23]:[0-5]\d:[0-5]\d$/)
  for (const colorScheme of ['light', 'dark'] as const) {
    await setPageTheme(page, colorScheme)
    await page.screenshot({
      path: `${shots}/payment-qris-${width}-${colorScheme}.png`,
      fullPage: true,
    })
  }
  await setPageTheme(page, 'light')

  // GoPay: the same kind of QR, and a way into the app.
  await page.getByRole('radio', { name: 'GoPay' }).check()
  await expect(page.getByRole('link', { name: 'Buka aplikasi GoPay' })).toHaveAttribute(
    'href',
    /^gojek:\/\/gopay\/merchanttransfer\?/,
  )

  // A virtual account: the number of this attempt at this bank, in groups of four, to copy.
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check()
  const bca = vaNumberOf(gatewayOrderId, 'bca')
  await expect(page.getByTestId('va-number')).toHaveText(bca.replace(/(\d{4})(?=\d)/g, '$1 '))
  await expect(page.getByText('Nomor Virtual Account BCA')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Salin nomor VA' })).toBeVisible()
  await expect(page.getByText(/^Buka BCA mobile/)).toBeVisible()
  await page.getByRole('radio', { name: 'BNI Virtual Account' }).check()
  await expect(page.getByTestId('va-number')).toHaveText(
    vaNumberOf(gatewayOrderId, 'bni').replace(/(\d{4})(?=\d)/g, '$1 '),
  )
  await page.getByRole('radio', { name: 'Mandiri Virtual Account' }).check()
  await expect(page.getByTestId('biller-code')).toHaveText('70012')
  await expect(page.getByTestId('bill-key')).toHaveText(
    vaNumberOf(gatewayOrderId, 'mandiri').replace(/(\d{4})(?=\d)/g, '$1 '),
  )
  await page.getByRole('radio', { name: 'BCA Virtual Account' }).check()
  for (const colorScheme of ['light', 'dark'] as const) {
    await setPageTheme(page, colorScheme)
    await page.screenshot({
      path: `${shots}/payment-va-${width}-${colorScheme}.png`,
      fullPage: true,
    })
  }

  // Paid from far down the page: 'Pembayaran berhasil' comes into view.
  await page.getByRole('button', { name: 'Bayar', exact: true }).scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Bayar', exact: true }).click()
  const paid = page.getByRole('heading', { name: 'Pembayaran berhasil' })
  await expect(paid).toBeVisible()
  await expect(paid).toBeInViewport()
  // Not under the sticky top bar either.
  const bar = await page.getByRole('banner').first().boundingBox()
  await expect
    .poll(async () => (await paid.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0))
  await expect(paid).toBeFocused()
  await page.screenshot({ path: `${shots}/payment-paid-${width}-dark.png` })
})

test('[GUEST] the receipt of a paid order says Lunas and can be printed', async ({ page }) => {
  await checkoutAsGuest(page, guestEmail())
  await page.getByRole('radio', { name: 'GoPay' }).check()
  await page.getByRole('button', { name: 'Bayar', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()

  await page.getByRole('link', { name: 'Bukti Pembayaran' }).click()
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\/bukti\?token=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Bukti Pembayaran' })).toBeVisible()
  await expect(page.getByText('Lunas').first()).toBeVisible()
  await expect(page.getByText('GoPay')).toBeVisible()
  await expect(page.getByText('Sari Tamu')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible()
})

test('[GUEST] a payment the gateway refuses ends in the failed state with a way back', async ({
  page,
}) => {
  await checkoutAsGuest(page, guestEmail())
  await page.getByRole('button', { name: 'Gagalkan' }).click()

  await expect(page.getByRole('heading', { name: 'Pembayaran gagal' })).toBeVisible()
  await expect(page.getByText(shownPromptText(PAID_PROMPT_TEXT))).toHaveCount(0)
  await page.getByRole('link', { name: 'Coba beli lagi' }).click()
  await expect(page).toHaveURL(new RegExp(`${PAID_PROMPT}$`))
  await expect(page.getByRole('button', { name: 'Beli sekarang' })).toBeVisible()
})

test('[BUYER] gets a free prompt, finds it under Pesanan, and reads it on the prompt page', async ({
  page,
}) => {
  await signUpFresh(page)
  await page.goto(FREE_PROMPT)
  await page.getByRole('button', { name: 'Dapatkan gratis' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await expect(dialog.getByLabel('Nama')).toHaveValue('Pembeli Uji')
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '')
  await dialog.getByLabel('Nomor HP').fill('081234567890')
  await dialog.getByRole('button', { name: 'Dapatkan gratis' }).click()

  await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
  await expect(page.getByText(shownPromptText(FREE_PROMPT_TEXT))).toBeVisible()

  await page.goto('/payments')
  await expect(page).toHaveURL(/\/account\/order$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Pesanan' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: 'Balasan Ulasan Pelanggan' })
  await expect(row.getByText('Lunas')).toBeVisible()
  await row.getByRole('link', { name: 'Lihat prompt' }).click()

  await expect(page).toHaveURL(new RegExp(`${FREE_PROMPT}$`))
  await expect(page.getByRole('heading', { name: 'Prompt lengkap' })).toBeVisible()
  await expect(page.getByText(shownPromptText(FREE_PROMPT_TEXT))).toBeVisible()
  await expect(page.getByRole('button', { name: 'Dapatkan gratis' })).toHaveCount(0)
})

test.describe('when checkout is refused', () => {
  // The spec's HTTP client logs the refusal body (spec §8); the form says what happened.
  test.use({ allowedConsoleErrors: ['{code: RATE_LIMITED', '{code: FREE_PROMPT_CLAIMED'] })

  /** A guest asks for the free prompt in 'Ringkasan Pesanan'. */
  async function claimFreeAsGuest(page: Page, email: string) {
    await page.goto(FREE_PROMPT)
    await page.getByRole('button', { name: 'Dapatkan gratis' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
    await dialog.getByLabel('Nama').fill('Sari Tamu')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Nomor HP').fill('081234567890')
    await dialog.getByRole('button', { name: 'Dapatkan gratis' }).click()
    return dialog
  }

  test('[GUEST] asking for a free prompt again with the same email is refused in the form, without the first order', async ({
    page,
  }) => {
    const email = guestEmail()
    await claimFreeAsGuest(page, email)
    await expect(page.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
    const firstUrl = page.url()

    const dialog = await claimFreeAsGuest(page, email)
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Pesanan belum dapat dibuat.')
    await expect(alert).toContainText('Prompt gratis ini sudah diambil dengan email ini.')
    await expect(page).toHaveURL(new RegExp(`${FREE_PROMPT}$`))
    expect(page.url()).not.toBe(firstUrl)
  })

  test('[GUEST] over the checkout limit, the form says so and when to try again', async ({
    page,
  }) => {
    // The shared server's counters are every journey's: this one answers as the limit does.
    await page.route('**/api/v1/orders', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '420' },
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'RATE_LIMITED',
          message: 'Terlalu banyak pesanan dari jaringan Anda. Coba lagi dalam 7 menit.',
        }),
      }),
    )
    const dialog = await claimFreeAsGuest(page, guestEmail())
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Pesanan belum dapat dibuat.')
    await expect(alert).toContainText(
      'Terlalu banyak pesanan dari jaringan Anda. Coba lagi dalam 7 menit.',
    )
    await expect(dialog.getByRole('button', { name: 'Dapatkan gratis' })).toBeEnabled()
  })
})

test.describe('without a session or a token', () => {
  // The spec's HTTP client logs the refused read (spec §8).
  test.use({ allowedConsoleErrors: ['Resource not found'] })

  test('[VISITOR] is asked to sign in on Pesanan, and an order without its token is not found', async ({
    page,
  }) => {
    await page.goto('/account/order')
    await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await page.goto('/payment/00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan.' })).toBeVisible()
  })
})
