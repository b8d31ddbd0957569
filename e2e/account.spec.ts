import { expect, expectToast, signUpFresh, test } from './fixtures.ts'

test('[BUYER] edits the profile (name, phone, gender, date of birth) and sees it after reload', async ({
  page,
}) => {
  await signUpFresh(page)
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Akun' })).toBeVisible()
  if (test.info().project.name === 'desktop') {
    // Wide screens: the home button, the theme toggle and the avatar button.
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(page.getByRole('button', { name: /^Ganti ke tema/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu akun', exact: true })).toBeVisible()
  }
  const tabs = page.getByRole('navigation', { name: 'Bagian akun' })
  await expect(tabs.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: 'Pesanan' })).not.toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByLabel('Nama', { exact: true }).fill('Sari Wulandari')
  await page.getByLabel('Nomor HP').fill('0812 3456 7890')
  await page.getByLabel('Tanggal lahir').fill('1995-04-17')
  await page.getByLabel('Jenis kelamin').selectOption({ label: 'Perempuan' })
  await page.getByRole('button', { name: 'Simpan perubahan' }).click()
  await expectToast(page, 'Profil disimpan.')

  await page.reload()
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue('Sari Wulandari')
  await expect(page.getByLabel('Nomor HP')).toHaveValue('081234567890')
  await expect(page.getByLabel('Tanggal lahir')).toHaveValue('1995-04-17')
  await expect(page.getByLabel('Jenis kelamin')).toHaveValue('female')

  // A phone number that is not Indonesian is refused with the reason under the field.
  await page.getByLabel('Nomor HP').fill('021-555-1234')
  await page.getByRole('button', { name: 'Simpan perubahan' }).click()
  await expect(page.getByText('Nomor HP tidak valid (contoh: 081234567890).')).toBeVisible()

  // Pesanan is the other tab, chosen by the second path segment.
  await tabs.getByRole('link', { name: 'Pesanan' }).click()
  await expect(page).toHaveURL(/\/account\/order$/)
  await expect(tabs.getByRole('link', { name: 'Pesanan' })).toHaveAttribute('aria-current', 'page')

  // The checkout form starts from the profile.
  await page.goto('/marketplace/prompt/balasan-ulasan-pelanggan')
  await page.getByRole('button', { name: 'Dapatkan gratis' }).click()
  const checkout = page.getByRole('dialog', { name: 'Ringkasan Pesanan' })
  await expect(checkout.getByLabel('Nama')).toHaveValue('Sari Wulandari')
  await expect(checkout.getByLabel('Nomor HP')).toHaveValue('081234567890')
})

test('[BUYER] at 390 px opens the Menu sheet from the right with Home, Profil, Pesanan and the theme toggle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signUpFresh(page)
  await page.goto('/account/order')
  // Wide-screen controls are not shown on a phone; the 'Menu' button is.
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeHidden()
  await page.getByRole('button', { name: 'Buka menu akun' }).click()
  const sheet = page.getByRole('dialog', { name: 'Menu' })
  await expect(sheet).toBeVisible()
  const entries = sheet.getByRole('listitem')
  await expect(entries).toHaveCount(4)
  await expect(entries.nth(0).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(entries.nth(1).getByRole('link', { name: 'Profil' })).toBeVisible()
  await expect(entries.nth(2).getByRole('link', { name: 'Pesanan' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(entries.nth(3).getByRole('button', { name: /^Tema (gelap|terang)$/ })).toBeVisible()

  // From the right: the sheet's right edge is the screen's.
  await expect
    .poll(async () => {
      const box = await sheet.boundingBox()
      return box ? Math.round(box.x + box.width) : 0
    })
    .toBe(390)

  const themeBefore = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await entries.nth(3).getByRole('button').click()
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(!themeBefore)

  await entries.nth(1).getByRole('link', { name: 'Profil' }).click()
  await expect(page).toHaveURL(/\/account\/$/)
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Data diri' })).toBeVisible()
})

test('[VISITOR] sees Account not found on /account, with Sign In leading back after sign-in', async ({
  page,
}) => {
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible()
  await expect(page.getByText('Masuk dengan email yang sama')).toBeVisible()
  // The avatar button is for signed-in users only.
  await expect(page.getByRole('button', { name: 'Menu akun', exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount$/)

  await page.goto('/account/order')
  await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible()
})

test('[BUYER] changes the password on Profil and stays signed in here, then deletes the account', async ({
  page,
}) => {
  const email = await signUpFresh(page)
  await page.goto('/account/')
  await page.getByLabel('Kata sandi saat ini').fill('rahasia-sekali-123')
  await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-baru-456')
  await page.getByLabel('Ulangi kata sandi baru').fill('sandi-baru-456')
  await page.getByRole('button', { name: 'Ganti kata sandi' }).click()
  await expectToast(page, 'Kata sandi diganti. Perangkat lain telah dikeluarkan.')
  // This device has the new session: Profil still answers after a reload.
  await page.reload()
  await expect(page.getByLabel('Nama', { exact: true })).toHaveValue('Pembeli Uji')
  await expect(page.getByText(email)).toBeVisible()

  await page.getByRole('button', { name: 'Hapus akun' }).click()
  const confirm = page.getByRole('dialog', { name: 'Hapus akun secara permanen?' })
  await confirm.getByLabel('Kata sandi').fill('rahasia-sekali-123')
  await confirm.getByRole('button', { name: 'Hapus akun saya' }).click()
  await expect(confirm.getByText('Kata sandi salah.')).toBeVisible()
  await confirm.getByLabel('Kata sandi').fill('sandi-baru-456')
  await confirm.getByRole('button', { name: 'Hapus akun saya' }).click()
  await expect(page).toHaveURL(/\/marketplace$/)
  await expectToast(page, 'Akun Anda telah dihapus.')
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Account not found' })).toBeVisible()
})

test('[BUYER] while the session loads, the account area shows the animated logo with pulsing rings', async ({
  page,
}) => {
  // Issue 26 (spec §2 Account: "a centred animated logo with pulsing rings serves as a loading
  // screen"): the account area showed grey skeletons instead.
  await signUpFresh(page)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/v1/session', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/account')
  const loading = page.getByRole('status').filter({ hasText: 'Memuat…' })
  await expect(loading).toBeVisible()
  await expect(loading.locator('svg')).toBeVisible()
  await expect(loading.locator('.animate-ping')).toHaveCount(2)
  // Centred on the screen. The route's own loading screen may take over from the one shown while
  // its code arrives (the same markup): the box is read until one is there.
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the test runs with a viewport')
  await expect
    .poll(async () => {
      const box = await loading
        .locator('svg')
        .boundingBox({ timeout: 5_000 })
        .catch(() => null)
      return box
        ? {
            across: Math.abs(box.x + box.width / 2 - viewport.width / 2) < 2,
            down: Math.abs(box.y + box.height / 2 - viewport.height / 2) < viewport.height / 8,
          }
        : 'no box'
    })
    .toEqual({ across: true, down: true })
  await expect(page.locator('.animate-pulse')).toHaveCount(0)

  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Akun' })).toBeVisible()
  await expect(loading).toHaveCount(0)
})
