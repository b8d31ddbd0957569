import { randomBytes } from 'node:crypto'
import { demo, expect, test, verifyEmail } from './fixtures.ts'

// A demo prompt of Prompt Nusantara (seed), the shop of penjual@demo.pasarprompt.id.
const PROMPT = 'rencana-konten-tiktok-30-hari'

test.describe.configure({ timeout: 120_000 })

test('[BUYER] chats with the seller, who answers from a second browser; both see it live', async ({
  page,
  signedInElsewhere,
}) => {
  const onPhone = test.info().project.name === 'phone'
  // Longer than 15 characters, and unique in its first 15 so the other project's run differs.
  const id = randomBytes(3).toString('hex')
  const name = `Sari${id}Wulandari Kusuma`
  const title = `Sari${id}Wulan…`
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  const email = `chat-${id}@contoh.id`
  const signedUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'rahasia-sekali-123' },
    headers: { origin },
  })
  expect(signedUp.ok()).toBe(true)
  // Only a proved address writes to shops (their inboxes receive what it writes).
  await verifyEmail(page, email)

  // The buyer opens "Chat penjual" on the prompt page and writes.
  await page.goto(`/marketplace/prompt/${PROMPT}`)
  await page.getByRole('button', { name: 'Chat penjual' }).click()
  await expect(page).toHaveURL(/\/account\/chat\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Prompt Nusantara' })).toBeVisible()
  // The conversation fits the screen: nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
  const question = `Halo, apakah prompt ini cocok untuk toko batik? (${id}) <b>tebal</b>`
  const composer = page.getByRole('textbox', { name: 'Pesan' })
  await composer.fill(question)
  await expect(page.getByText(`${Array.from(question).length}/2000`)).toBeVisible()
  await composer.press('Enter')
  const log = page.getByRole('log', { name: 'Pesan' })
  // Sent as text: the tags show as typed, never as markup.
  await expect(log.getByText(question)).toBeVisible()
  await expect(composer).toHaveValue('')

  // The seller, in a second browser context, sees the channel in the sidebar.
  const seller = await signedInElsewhere(demo.seller)
  await seller.goto('/app/dashboard')
  const sidebar = onPhone
    ? seller.getByRole('dialog', { name: 'Menu penjual' })
    : seller.getByRole('complementary')
  if (onPhone) await seller.getByRole('button', { name: 'Buka menu' }).click()
  const channels = sidebar.getByRole('list', { name: 'Chat pelanggan' })
  const channel = channels.getByRole('link', { name: new RegExp(`Sari${id}`) })
  await expect(channel).toBeVisible()
  await expect(channel.getByTestId('channel-title')).toHaveText(title)
  await expect(channel.getByRole('img', { name: 'Ada pesan belum dibaca' })).toBeVisible()
  await channel.click()
  await expect(seller).toHaveURL(/\/app\/customer\/channel\/[0-9a-f-]{36}$/)
  await expect(seller.getByRole('heading', { name, level: 1 })).toBeVisible()
  const sellerLog = seller.getByRole('log', { name: 'Pesan' })
  await expect(sellerLog.getByText(question)).toBeVisible()

  // Read once seen: the dot turns green.
  if (onPhone) await seller.getByRole('button', { name: 'Buka menu' }).click()
  await expect(
    sidebar
      .getByRole('link', { name: new RegExp(`Sari${id}`) })
      .getByRole('img', { name: 'Semua pesan sudah dibaca' }),
  ).toBeVisible()
  if (onPhone) await seller.keyboard.press('Escape')

  const answer = `Cocok sekali, silakan lihat https://contoh.id/batik-${id} ya.`
  const sellerComposer = seller.getByRole('textbox', { name: 'Pesan' })
  await sellerComposer.fill(answer)
  await sellerComposer.press('Enter')
  await expect(sellerLog.getByText('Cocok sekali')).toBeVisible()

  // The buyer sees the answer without reloading, its link safe.
  await expect(log.getByText('Cocok sekali')).toBeVisible()
  const link = log.getByRole('link', { name: `https://contoh.id/batik-${id}` })
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  await expect(link).toHaveAttribute('target', '_blank')
})
