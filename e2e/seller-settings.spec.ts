import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] Setting shows the profile, the team with roles, invitations and the bank account', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/setting')
  await expect(page.getByRole('heading', { level: 1, name: 'Setting' })).toBeVisible()
  await expect(page.getByLabel('Nama toko')).toHaveValue('Prompt Nusantara')
  const team = page.locator('[aria-labelledby="tim-judul"]')
  await expect(team.getByText('penjual@demo.pasarprompt.id')).toBeVisible()
  await expect(team.getByText('Pemilik')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kirim undangan' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rekening pencairan' })).toBeVisible()
})
