import type { APIRequestContext } from '@playwright/test'
import { formatRupiah as rupiah } from '../packages/contracts/src/format.ts'
import {
  DEMO_PASSWORD,
  demo,
  expect,
  expectToast,
  openFreshShop,
  openMenuIfPhone,
  signIn,
  signUpFresh,
  test,
  verifyEmail,
  waitsForHydration,
} from './fixtures.ts'

/** A cell's own text is exactly `text` (its column label on a phone is drawn by CSS). */
const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s')}$`)

// The first demo shop (apps/server/src/db/seed) and one of its paid prompts.
const SHOP = { slug: 'prompt-nusantara', name: 'Prompt Nusantara' }
const PROMPT = {
  slug: 'caption-instagram-umkm-kuliner',
  title: 'Caption Instagram untuk UMKM Kuliner',
  price: 25_000,
}

// A whole purchase through the gateway simulator, after a sign-up and a verification.
test.describe.configure({ timeout: 180_000 })

const baseURL = () => String(test.info().project.use.baseURL)
const origin = () => new URL(baseURL()).origin

/**
 * The demo shop's programme is on (the seed switches it on; this keeps the journey independent
 * of that), at whatever rate the shop has. Answers the rate its public page shows.
 */
async function demoProgrammeRate(request: APIRequestContext) {
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email: demo.seller, password: DEMO_PASSWORD },
    headers: { origin: origin() },
  })
  expect(signedIn.ok()).toBe(true)
  const programme = await (await request.get('/api/v1/seller/affiliate-programme')).json()
  if (!programme.enabled) {
    const saved = await request.put('/api/v1/seller/affiliate-programme', {
      data: { enabled: true, rateBp: programme.rateBp },
      headers: { origin: origin() },
    })
    expect(saved.ok()).toBe(true)
  }
  const shop = await (await request.get(`/api/v1/shops/${SHOP.slug}`)).json()
  expect(shop.affiliateProgramme).not.toBeNull()
  return shop.affiliateProgramme.rateBp as number
}

test('[AFFILIATE] joins a shop’s programme, a guest buys through the link, and the order shows as Ditahan with its fee', async ({
  page,
  browser,
  playwright,
}) => {
  const sellerApi = await playwright.request.newContext({ baseURL: baseURL() })
  const rateBp = await demoProgrammeRate(sellerApi).finally(() => sellerApi.dispose())
  const fee = Math.floor((PROMPT.price * rateBp) / 10_000)

  // A verified user joins from the shop page and copies the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: origin(),
  })
  const email = await signUpFresh(page)
  await verifyEmail(page, email)
  await page.goto(`/${SHOP.slug}`)
  const card = page.getByTestId('affiliate-programme-card')
  await expect(card.getByRole('heading', { name: 'Program afiliasi' })).toBeVisible()
  await expect(card).toContainText(
    `Dapatkan ${(rateBp / 100).toLocaleString('id-ID')}% dari setiap penjualan`,
  )
  // The terms are read before joining (issue 28): what the rate is taken from, the click's
  // window, the hold.
  const terms = card.getByRole('list', { name: 'Ketentuan program' })
  await expect(terms).toContainText('dihitung dari harga prompt')
  await expect(terms).toContainText('dalam 30 hari sejak klik terakhirnya')
  await expect(terms).toContainText(/Komisi ditahan \d+ hari setelah pembayaran/)
  await card.getByRole('button', { name: 'Gabung program afiliasi' }).click()
  const field = card.getByRole('textbox', { name: 'Tautan afiliasi toko ini' })
  await expect(field).toHaveValue(
    new RegExp(`^${origin()}/${SHOP.slug}\\?aff=[0-9A-HJKMNP-TV-Z]{8}$`),
  )
  const link = await field.inputValue()
  await card.getByRole('button', { name: 'Salin tautan' }).click()
  await expectToast(page, 'Tautan disalin.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expect(card.getByRole('link', { name: 'Lihat di Afiliasi' })).toHaveAttribute(
    'href',
    '/account/affiliate',
  )

  // The prompt page offers the same code for that prompt.
  await page.goto(`/marketplace/prompt/${PROMPT.slug}`)
  const code = link.split('aff=')[1]
  await expect(page.getByRole('textbox', { name: 'Tautan afiliasi prompt ini' })).toHaveValue(
    `${origin()}/marketplace/prompt/${PROMPT.slug}?aff=${code}`,
  )

  // A guest with a browser of their own follows the link and buys.
  const guestContext = await browser.newContext()
  try {
    const guest = waitsForHydration(await guestContext.newPage())
    const click = guest.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/affiliate-clicks') &&
        response.request().method() === 'POST',
    )
    await guest.goto(link)
    expect(await (await click).json()).toEqual({ recorded: true })
    // The address stays as the visitor opened it (issue 26); the click is on the server.
    expect(guest.url()).toBe(link)
    await guest.getByRole('link', { name: PROMPT.title }).first().click()
    await expect(guest.getByRole('heading', { level: 1, name: PROMPT.title })).toBeVisible()
    await guest.getByRole('button', { name: 'Beli sekarang' }).click()
    const dialog = guest.getByRole('dialog', { name: 'Ringkasan Pesanan' })
    await dialog.getByLabel('Nama').fill('Tamu Afiliasi')
    await dialog.getByLabel('Email').fill(`tamu-afiliasi-${Date.now()}@contoh.id`)
    await dialog.getByLabel('Nomor HP').fill('081234567890')
    await dialog.getByRole('button', { name: 'Lanjut ke pembayaran' }).click()
    await expect(guest.getByRole('heading', { name: 'Simulator pembayaran' })).toBeVisible()
    await guest.getByRole('radio', { name: 'QRIS' }).check()
    await guest.getByRole('button', { name: 'Bayar', exact: true }).click()
    await expect(guest.getByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible()
  } finally {
    await guestContext.close()
  }

  // The affiliate's 'Afiliasi' tab: the order, its fee (price × rate, rounded down), held.
  await page.goto('/account/order')
  await page.getByRole('link', { name: 'Afiliasi' }).click()
  await expect(page).toHaveURL(/\/account\/affiliate$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Afiliasi' })).toBeVisible()
  const row = page
    .getByTestId('affiliate-orders')
    .getByRole('row')
    .filter({ hasText: PROMPT.title })
  await expect(row).toContainText(SHOP.name)
  // On a phone a cell also shows its column's label (decision 0034): matched by its amount.
  await expect(
    row.getByRole('cell').filter({ hasText: exactly(rupiah(PROMPT.price)) }),
  ).toBeVisible()
  await expect(row.getByRole('cell').filter({ hasText: exactly(rupiah(fee)) })).toBeVisible()
  await expect(row.getByText('Ditahan', { exact: true })).toBeVisible()
  await expect(page.getByTestId('affiliate-held')).toHaveText(rupiah(fee))
  await expect(page.getByTestId('affiliate-available')).toHaveText(rupiah(0))
  const programme = page.getByTestId(`affiliate-programme-${SHOP.slug}`)
  await expect(programme.getByTestId('affiliate-programme-orders')).toHaveText('1')
  await expect(programme.getByTestId('affiliate-programme-earnings')).toHaveText(rupiah(fee))
  // Below the minimum, a payout cannot be asked for yet; the reason says so.
  await expect(page.getByRole('button', { name: 'Cairkan saldo' })).toBeDisabled()
  const blocked = page.getByTestId('payout-blocked')
  await expect(blocked).toContainText('belum mencapai minimum pencairan')
  await expect(blocked).toContainText(`${rupiah(fee)} masih ditahan`)
  await expect(blocked).toContainText(/dana berikutnya tersedia mulai \d{1,2} \w+ \d{4}/)
})

test('[VISITOR] opens /{shopSlug}?aff=CODE and a prompt URL with ?aff=: the address keeps aff=CODE, the click is recorded once, sharing gives the plain address', async ({
  page,
  browser,
  playwright,
}) => {
  const sellerApi = await playwright.request.newContext({ baseURL: baseURL() })
  await demoProgrammeRate(sellerApi).finally(() => sellerApi.dispose())
  const email = await signUpFresh(page)
  await verifyEmail(page, email)
  const joined = await page.request.post('/api/v1/account/affiliates', {
    data: { shopSlug: SHOP.slug },
    headers: { origin: origin() },
  })
  expect(joined.ok(), await joined.text()).toBe(true)
  const { code } = (await joined.json()) as { code: string }

  const guestContext = await browser.newContext()
  try {
    await guestContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: origin(),
    })
    const guest = waitsForHydration(await guestContext.newPage())
    /** Opens a page (or reloads it) and answers what the server said to the click it sent. */
    const visit = async (open: () => Promise<unknown>) => {
      const click = guest.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/affiliate-clicks') &&
          response.request().method() === 'POST',
      )
      await open()
      return (await click).json()
    }

    const shopLink = `${origin()}/${SHOP.slug}?aff=${code}`
    expect(await visit(() => guest.goto(shopLink))).toEqual({ recorded: true })
    await expect(guest.getByRole('heading', { level: 1, name: SHOP.name })).toBeVisible()
    expect(guest.url()).toBe(shopLink)
    // A reload asks again; the server counts it as the same visit.
    expect(await visit(() => guest.reload())).toEqual({ recorded: true })
    expect(guest.url()).toBe(shopLink)

    const promptLink = `${origin()}/marketplace/prompt/${PROMPT.slug}?aff=${code}`
    expect(await visit(() => guest.goto(promptLink))).toEqual({ recorded: true })
    await expect(guest.getByRole('heading', { level: 1, name: PROMPT.title })).toBeVisible()
    expect(guest.url()).toBe(promptLink)

    // The page's own share button shares the prompt, not the affiliate's referral.
    await guest.getByRole('button', { name: 'Salin tautan' }).click()
    await expectToast(guest, 'Tautan disalin.')
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(
      `${origin()}/marketplace/prompt/${PROMPT.slug}`,
    )
  } finally {
    await guestContext.close()
  }

  // Recorded on the server: one visit for the shop page, its reload and the prompt page.
  const overview = await (await page.request.get('/api/v1/account/affiliate')).json()
  const programme = overview.programmes.find(
    (row: { shop: { slug: string } }) => row.shop.slug === SHOP.slug,
  )
  expect(programme).toMatchObject({ clicks: 1, clicks30d: 1 })
})

test('[SELLER] switches the affiliate programme on with a rate of its own, then off again, in Setting', async ({
  page,
}) => {
  const shop = await openFreshShop(page)
  await page.goto('/app/setting')
  const section = page.locator('[aria-labelledby="program-afiliasi-toko"]')
  await expect(section.getByRole('heading', { name: 'Program afiliasi' })).toBeVisible()
  const enabled = section.getByRole('switch', { name: 'Aktifkan program afiliasi' })
  await expect(enabled).not.toBeChecked()
  await expect(section.getByText('Belum ada yang bergabung.')).toBeVisible()
  const rate = section.getByLabel('Komisi afiliasi (%)')
  const { platformRateBp } = await (
    await page.request.get('/api/v1/seller/affiliate-programme')
  ).json()
  await expect(
    section.getByText(
      `Kosongkan untuk memakai bawaan platform (${(platformRateBp / 100).toLocaleString('id-ID')}%)`,
      { exact: false },
    ),
  ).toBeVisible()

  const publicProgramme = async () =>
    (await (await page.request.get(`/api/v1/shops/${shop.slug}`)).json()).affiliateProgramme

  // A rate above the maximum is refused before it is sent.
  await enabled.click()
  await rate.fill('95')
  await section.getByRole('button', { name: 'Simpan program' }).click()
  await expect(section.getByText(/Isi angka 0 sampai \d+%/)).toBeVisible()

  await rate.fill('12,5')
  await section.getByRole('button', { name: 'Simpan program' }).click()
  await expectToast(page, 'Program afiliasi disimpan.')
  await expect.poll(publicProgramme).toMatchObject({ rateBp: 1250, holdDays: expect.any(Number) })

  // Back to the platform's default, then off: the public page no longer offers it. (The toast
  // of the save before may still show, so the public answer is what is waited for.)
  await rate.fill('')
  await section.getByRole('button', { name: 'Simpan program' }).click()
  await expect.poll(publicProgramme).toMatchObject({ rateBp: platformRateBp })
  await enabled.click()
  await expect(enabled).not.toBeChecked()
  await section.getByRole('button', { name: 'Simpan program' }).click()
  await expectToast(page, 'Program afiliasi disimpan.')
  await expect.poll(publicProgramme).toBeNull()
  await page.reload()
  await expect(
    page
      .locator('[aria-labelledby="program-afiliasi-toko"]')
      .getByRole('switch', { name: 'Aktifkan program afiliasi' }),
  ).not.toBeChecked()
})

test('[SHOP MEMBER] does not see the programme card on its own shop’s page', async ({ page }) => {
  await demoProgrammeRate(page.request)
  await signIn(page, demo.seller)
  await page.goto(`/${SHOP.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: SHOP.name })).toBeVisible()
  await expect(page.getByTestId('affiliate-programme-card')).toHaveCount(0)
})

test('[ADMIN] is told of an affiliate clicking their own link signed out, sees it on the dashboard and marks it handled', async ({
  page,
  playwright,
  signedInElsewhere,
}) => {
  const sellerApi = await playwright.request.newContext({ baseURL: baseURL() })
  await demoProgrammeRate(sellerApi).finally(() => sellerApi.dispose())
  const headers = { origin: origin() }

  // An affiliate uses the app signed in (the browser is now known as theirs), signs out, and
  // follows their own link in that browser: nothing is recorded.
  const email = await signUpFresh(page)
  await verifyEmail(page, email)
  const joined = await page.request.post('/api/v1/account/affiliates', {
    data: { shopSlug: SHOP.slug },
    headers,
  })
  expect(joined.ok()).toBe(true)
  const { code } = await joined.json()
  const session = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/session') && response.ok(),
  )
  await page.goto('/account/order')
  await session
  // Whose browser it is, asked again: the app's own answer may belong to the page before
  // (the painted page the mail's link opened), whose body goes with it.
  const known = await page.request.get('/api/v1/session')
  expect((await known.json()).user?.email).toBe(email)
  // Signed out from elsewhere: the open account page would otherwise meet its 401s.
  await page.goto('about:blank')
  expect((await page.request.post('/api/auth/sign-out', { headers })).ok()).toBe(true)
  const click = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/affiliate-clicks') && response.request().method() === 'POST',
  )
  await page.goto(`/${SHOP.slug}?aff=${code}`)
  expect(await (await click).json()).toEqual({ recorded: false })

  // Staff see it on their dashboard, with the affiliate's address, and mark it handled.
  const admin = await signedInElsewhere(demo.admin)
  await admin.goto('/marketplace')
  await openMenuIfPhone(admin)
  await admin.getByRole('button', { name: 'ADMIN' }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)
  const flags = admin.getByRole('region', { name: /Tanda afiliasi/ })
  const flag = flags.getByRole('listitem').filter({ hasText: email })
  await expect(flag).toContainText('Afiliasi mengeklik tautannya sendiri')
  await expect(flag).toContainText(`kode ${code}`)
  await expect(flag).toContainText(SHOP.name)
  await flag.getByRole('button', { name: 'Tandai sudah ditangani' }).click()
  await expectToast(admin, 'Tanda ditandai sudah ditangani.')
  await expect(flag).toHaveCount(0)
  await flags.getByRole('button', { name: 'Sudah ditangani', exact: true }).click()
  await expect(flags.getByRole('listitem').filter({ hasText: email })).toContainText(
    'Ditangani oleh',
  )
})
