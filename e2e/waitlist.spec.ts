import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { linkFromMail } from '../apps/server/test/helpers/mailbox.ts'
import {
  demo,
  expect,
  expectToast,
  openMenuIfPhone,
  signIn,
  test,
  waitsForHydration,
} from './fixtures.ts'

// This spec changes a platform-wide setting: it runs alone, after the other projects (the
// `platform` project in playwright.config.ts), and puts sign-up back to Terbuka at the end.

const origin = () => new URL(String(test.info().project.use.baseURL)).origin

/** Back to open sign-up through the API, whatever happened in the test. */
async function reopenSignUp(admin: Page) {
  const response = await admin.request.put('/api/v1/admin/settings/sign-up-mode', {
    data: { signUpMode: 'open' },
    headers: { origin: origin() },
  })
  expect(response.ok()).toBe(true)
}

test('[ADMIN] switches sign-up to Daftar tunggu; a visitor joins, is invited, and signs up', async ({
  page: admin,
  browser,
}) => {
  await admin.goto('/marketplace')
  await signIn(admin, demo.admin)
  await admin.reload()
  await openMenuIfPhone(admin)
  await admin.getByRole('button', { name: 'ADMIN' }).click()
  await expect(admin).toHaveURL(/\/admin\/dashboard$/)

  try {
    await admin.goto('/admin/commission')
    await admin.getByRole('radio', { name: /Daftar tunggu/ }).check()
    await admin.getByRole('button', { name: 'Simpan mode' }).click()
    const confirm = admin.getByRole('dialog', { name: 'Ubah mode pendaftaran?' })
    await expect(confirm).toContainText('dari Terbuka menjadi Daftar tunggu')
    await confirm.getByRole('button', { name: 'Ya, simpan' }).click()
    await expectToast(admin, 'Dokumen berhasil disimpan.')
    await expect(
      admin
        .getByTestId('settings-history')
        .getByText(/^Admin .+ mengubah mode pendaftaran dari Terbuka menjadi Daftar tunggu pada /)
        .first(),
    ).toBeVisible()

    // A visitor's /sign-up is the waitlist now.
    const id = randomBytes(3).toString('hex')
    const name = `Calon Pembeli ${id}`
    const email = `tunggu-${id}@contoh.id`
    const visitor = waitsForHydration(await browser.newPage({ viewport: admin.viewportSize() }))
    await visitor.goto('/sign-up')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Daftar tunggu' })).toBeVisible()
    await expect(visitor.getByLabel('Kata sandi')).toHaveCount(0)
    await visitor.getByLabel('Nama').fill(name)
    await visitor.getByLabel('Email').fill(email)
    await visitor.getByRole('button', { name: 'Masuk daftar tunggu' }).click()
    await expect(visitor.getByText('Anda sudah masuk daftar tunggu')).toBeVisible()

    // Without an invitation the account form refuses, with the server's own words.
    await visitor.goto('/sign-up')
    await visitor.getByRole('button', { name: 'Buat akun dengan email undangan' }).click()
    await visitor.getByLabel('Nama').fill(name)
    await visitor.getByLabel('Email').fill(email)
    await visitor.getByLabel('Kata sandi').fill('rahasia-sekali-123')
    await visitor.getByRole('button', { name: 'Daftar', exact: true }).click()
    // The form's own lead says the same first sentence: the refusal is the alert.
    await expect(
      visitor
        .getByRole('alert')
        .filter({ hasText: /^Pendaftaran saat ini hanya untuk undangan\. Masuk daftar tunggu/ }),
    ).toBeVisible()
    await expect(visitor).toHaveURL(/\/sign-up$/)

    // The admin finds them on the waitlist and invites them.
    await admin.getByRole('link', { name: 'Daftar tunggu' }).first().click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Daftar tunggu' })).toBeVisible()
    const entry = admin.getByRole('listitem').filter({ hasText: email })
    await expect(entry.getByText('Menunggu')).toBeVisible()
    await entry.getByRole('button', { name: `Undang ${name}` }).click()
    await expect(admin.getByText(`Undangan dikirim ke ${email}.`, { exact: true })).toBeVisible()
    await expect(entry.getByText('Diundang', { exact: true })).toBeVisible()

    // The invitation's link opens the account form with the address filled in.
    let link: string | undefined
    await expect
      .poll(() => (link = linkFromMail(String(process.env.E2E_DATA_DIR), email, '/sign-up')))
      .toBeTruthy()
    await visitor.goto(String(link))
    await expect(visitor.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible()
    await expect(visitor.getByLabel('Email')).toHaveValue(email)
    await visitor.getByLabel('Nama').fill(name)
    await visitor.getByLabel('Kata sandi').fill('rahasia-sekali-123')
    await visitor.getByRole('button', { name: 'Daftar', exact: true }).click()
    await expect(visitor).toHaveURL(/\/verify-email/)

    await admin.getByRole('button', { name: 'Bergabung' }).click()
    await expect(
      admin.getByRole('listitem').filter({ hasText: email }).getByText('Bergabung'),
    ).toBeVisible()
  } finally {
    await reopenSignUp(admin)
  }

  // Open again: /sign-up is the account form for everyone.
  const next = waitsForHydration(await browser.newPage({ viewport: admin.viewportSize() }))
  await next.goto('/sign-up')
  await expect(next.getByRole('heading', { level: 1, name: 'Daftar' })).toBeVisible()
  await expect(next.getByLabel('Kata sandi')).toBeVisible()
})
