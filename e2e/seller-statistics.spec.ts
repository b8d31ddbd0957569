import { demo, expect, signIn, test } from './fixtures.ts'

test('[SELLER] reads views, sales and revenue per day, switches the range and opens the numbers', async ({
  page,
}) => {
  await signIn(page, demo.seller)
  await page.goto('/app/statistics')
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible()
  await expect(page.getByRole('button', { name: '30 hari' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Prompt terlaris')).toBeVisible()
  await expect(page.getByText('Artikel Blog SEO Bahasa Indonesia').first()).toBeVisible()

  await page.getByRole('button', { name: 'Terjual', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Terjual', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.getByRole('button', { name: '7 hari' }).click()
  await expect(page).toHaveURL(/rentang=7/)
  await page.getByText('Lihat angka per hari').click()
  // The per-day table (the "Coba dulu" one beside it is another table).
  const table = page.getByRole('table', { name: /^Angka per hari/ })
  // A header row, seven days and the total.
  await expect(table.getByRole('row')).toHaveCount(9)
  await expect(table.getByRole('row').last()).toContainText('Total')
})
