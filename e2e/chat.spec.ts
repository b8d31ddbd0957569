import { randomBytes, randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { demo, expect, openFreshShop, test, verifyEmail } from './fixtures.ts'

// A demo prompt of Prompt Nusantara (seed), the shop of penjual@demo.pasarprompt.id.
const PROMPT = 'rencana-konten-tiktok-30-hari'

test.describe.configure({ timeout: 180_000 })

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
  const promptTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  await page.getByRole('button', { name: 'Chat penjual' }).click()
  await expect(page).toHaveURL(/\/account\/chat\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Prompt Nusantara' })).toBeVisible()
  // Above the messages, the prompt it is about: its title leads back to its page, its price.
  const subject = page.getByTestId('chat-subject')
  await expect(subject.getByRole('link', { name: promptTitle })).toHaveAttribute(
    'href',
    `/marketplace/prompt/${PROMPT}`,
  )
  await expect(subject).toContainText(/Rp\u00a0\d{1,3}(\.\d{3})+|Gratis/)
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
  // The shop sees which prompt the buyer asks about too.
  await expect(
    seller.getByTestId('chat-subject').getByRole('link', { name: promptTitle }),
  ).toBeVisible()
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

/** Scrolls the box that scrolls `inside` (the nearest scrolling ancestor) to its very end. */
async function scrollToEnd(inside: Locator) {
  await inside.evaluate((element) => {
    let box = element.parentElement
    while (
      box &&
      !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))
    )
      box = box.parentElement
    box?.scrollTo({ top: box.scrollHeight })
  })
}

test('[SELLER] the sidebar lists every customer channel; collapsed, a chat button counts the unread', async ({
  page,
  verifiedPerson,
}) => {
  // Issue 26: the sidebar stopped at 10 channels, and collapsed it showed none and no unread.
  test.setTimeout(240_000)
  const onPhone = test.info().project.name === 'phone'
  const shop = await openFreshShop(page)
  const origin = new URL(String(test.info().project.use.baseURL)).origin
  // 31 buyers write, oldest first: a full page of channels (30) and one more. One after the
  // other: sign-ups hash passwords, and a burst of them would slow the other tests' pages.
  const channelIds: string[] = []
  for (let n = 1; n <= 31; n++) {
    const buyer = await verifiedPerson(`Nomor ${String(n).padStart(2, '0')} Pembeli Setia`)
    const opened = await buyer.api.post('/api/v1/account/chat/channels', {
      data: { shopSlug: shop.slug },
    })
    expect(opened.ok(), `channel of ${buyer.email}: ${opened.status()}`).toBe(true)
    const { id } = (await opened.json()) as { id: string }
    const sent = await buyer.api.post(`/api/v1/account/chat/channels/${id}/messages`, {
      data: { body: 'Halo, apakah prompt ini cocok untuk toko saya?' },
    })
    expect(sent.ok(), `message of ${buyer.email}: ${sent.status()}`).toBe(true)
    channelIds.push(id)
  }
  // The shop has read them all but the first buyer's, now at the very end of the list.
  const [unreadId = '', ...readIds] = channelIds
  for (const id of readIds) {
    const read = await page.request.post(`/api/v1/seller/customer/channels/${id}/read`, {
      headers: { origin },
    })
    expect(read.ok(), `read ${id}: ${read.status()}`).toBe(true)
  }

  await page.goto('/app/dashboard')
  if (onPhone) await page.getByRole('button', { name: 'Buka menu' }).click()
  const sidebar = onPhone
    ? page.getByRole('dialog', { name: 'Menu penjual' })
    : page.getByRole('complementary')
  const list = sidebar.getByRole('list', { name: 'Chat pelanggan' })
  const links = list.getByRole('link')
  // Titles cut to 15 characters (spec §9).
  await expect(links.first().getByTestId('channel-title')).toHaveText('Nomor 31 Pembel…')
  expect(await links.count()).toBeGreaterThanOrEqual(30)
  // Scrolling to the end brings the rest (the second page).
  await scrollToEnd(list)
  await expect(links).toHaveCount(31)
  const unread = list.locator(`a[href$="/${unreadId}"]`)
  await unread.scrollIntoViewIfNeeded()
  await expect(unread.getByTestId('channel-title')).toHaveText('Nomor 01 Pembel…')
  await expect(unread.getByRole('img', { name: 'Ada pesan belum dibaca' })).toBeVisible()
  await expect(list.getByRole('img', { name: 'Ada pesan belum dibaca' })).toHaveCount(1)
  // Issue 28: the count is near the top too, on Customer and at the list's heading, so a
  // laptop's screen shows it without scrolling to the channel.
  await expect(sidebar.getByRole('link', { name: 'Pelanggan 1' })).toBeVisible()
  await expect(sidebar.getByText('1 belum dibaca', { exact: true })).toBeVisible()
  if (onPhone) return

  // Collapsed: one chat button, in view, names the unread count and opens the channels.
  await page.getByRole('button', { name: 'Ciutkan menu' }).click()
  await expect(list).toHaveCount(0)
  const button = sidebar.getByRole('button', { name: 'Chat pelanggan, 1 percakapan belum dibaca' })
  await expect(button).toBeInViewport()
  await expect(button).toHaveText('1')
  await button.click()
  const popover = page.getByRole('dialog', { name: 'Chat pelanggan' })
  const popoverLinks = popover.getByRole('list', { name: 'Chat pelanggan' }).getByRole('link')
  await expect(popoverLinks).toHaveCount(31)
  await popover.locator(`a[href$="/${unreadId}"]`).click()
  await expect(page).toHaveURL(new RegExp(`/app/customer/channel/${unreadId}$`))
  await expect(popover).toBeHidden()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nomor 01 Pembeli Setia' }),
  ).toBeVisible()
  // Opened, it is read: the badge goes.
  await expect(sidebar.getByRole('button', { name: 'Chat pelanggan', exact: true })).toBeVisible()
})

test.describe('a channel address that names none of the shop’s channels', () => {
  // The spec's HTTP client logs a 404 as 'Resource not found' and a 400 by its body (spec §8).
  test.use({ allowedConsoleErrors: ['Resource not found', '{code: VALIDATION_FAILED'] })

  test('[SELLER] gets the not-found page, never “Data yang dikirim tidak valid.”', async ({
    page,
    verifiedPerson,
  }) => {
    // Issue 26: a malformed id showed the validation error of the request.
    await openFreshShop(page)
    // Another shop's channel: a buyer writes to the demo shop.
    const buyer = await verifiedPerson('Pembeli Toko Lain')
    const opened = await buyer.api.post('/api/v1/account/chat/channels', {
      data: { shopSlug: 'prompt-nusantara' },
    })
    expect(opened.ok(), `channel: ${opened.status()}`).toBe(true)
    const { id: othersChannel } = (await opened.json()) as { id: string }
    for (const id of ['bukan-id', randomUUID(), othersChannel]) {
      await page.goto(`/app/customer/channel/${id}`)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
        id,
      ).toBeVisible()
      await expect(page.getByText('Data yang dikirim tidak valid.')).toHaveCount(0)
      await expect(page).toHaveTitle(/^Halaman tidak ditemukan — /)
      const back = page.getByRole('main').getByRole('link', { name: 'Semua chat' })
      await expect(back).toHaveAttribute('href', '/app/customer')
    }
  })
})
