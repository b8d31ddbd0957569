import { randomBytes } from 'node:crypto'
import { demo, expect, signIn, test, verifyEmail } from './fixtures.ts'

test('a new seller signs up, verifies through the mailbox, opens a shop and lands in /app/dashboard', async ({
  page,
}) => {
  const id = randomBytes(3).toString('hex')
  const email = `kreator-${id}@contoh.id`
  await page.goto('/sign-up')
  await expect(page.getByRole('heading', { name: 'Daftar' })).toBeVisible()
  await page.getByLabel('Nama').fill('Kreator Baru')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill('rahasia-sekali-123')
  await page.getByRole('button', { name: 'Daftar' }).click()
  await expect(page).toHaveURL(/\/verify-email$/)
  await expect(page.getByText(email)).toBeVisible()

  await verifyEmail(page, email)
  await expect(page).toHaveURL(/\/verify-email\?status=verified/)
  await expect(page.getByText('Email Anda sudah terverifikasi.')).toBeVisible()

  await page.getByRole('link', { name: 'Buka toko atau pilih toko' }).click()
  await expect(page).toHaveURL(/\/authentication\/organization$/)
  await page.getByLabel('Nama toko').fill(`Toko Uji ${id}`)
  await expect(page.getByLabel('Alamat toko (slug)')).toHaveValue(`toko-uji-${id}`)
  await expect(page.getByText(`/toko-uji-${id}`, { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Buka toko' }).click()

  await expect(page).toHaveURL(/\/app\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Dasbor' })).toBeVisible()
  await expect(page.getByText(`Toko Uji ${id}`).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Langkah berikutnya' })).toBeVisible()
})

test('a wrong password is refused with an Indonesian message', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByLabel('Email').fill('penjual@demo.pasarprompt.id')
  await page.getByLabel('Kata sandi').fill('salah-sekali')
  const refused = page.waitForResponse((r) => r.url().includes('/api/auth/sign-in/email'))
  await page.getByRole('button', { name: 'Masuk' }).click()
  expect((await refused).status()).toBe(401)
  await expect(page.getByRole('alert')).toHaveText('Email atau kata sandi salah.')
})

test.describe('the Buka toko form', () => {
  // The API client logs every refused answer (spec §8); the 409 is the one this test expects.
  test.use({ allowedConsoleErrors: ['{code: CONFLICT'] })

  test('shows why a shop name is refused, by the rules and by the server', async ({ page }) => {
    const id = randomBytes(3).toString('hex')
    await signIn(page, demo.secondSeller)
    await page.goto('/authentication/organization')
    await page.getByLabel('Nama toko').fill('Toko Resmi Prompt')
    await page.getByRole('button', { name: 'Buka toko' }).click()
    const name = page.getByLabel('Nama toko')
    await expect(name).toHaveAccessibleDescription(
      'Nama toko memakai nama merek atau kata yang dipakai staf. Pilih nama lain.',
    )

    // A look-alike of the demo shop "Prompt Nusantara": only the server knows the other names.
    await page.getByLabel('Nama toko').fill('Pr0mpt  Nusantara')
    await page.getByLabel('Alamat toko (slug)').fill(`salinan-${id}`)
    await page.getByRole('button', { name: 'Buka toko' }).click()
    await expect(name).toHaveAccessibleDescription(
      'Nama ini sudah dipakai toko lain atau terlalu mirip.',
    )
    await expect(page).toHaveURL(/\/authentication\/organization$/)
  })
})
