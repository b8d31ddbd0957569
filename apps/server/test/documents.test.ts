import { DAY_MS } from '@pasarprompt/contracts/durations'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { createUser } from '../src/db/factories/create-user.ts'
import { orders } from '../src/db/schema.ts'
import { systemActor } from '../src/db/stamps.ts'
import { orderAccessToken } from '../src/lib/order-access-token.ts'
import { selectInvoiceOrder } from '../src/modules/documents/invoice-order.ts'
import { toWinAnsi } from '../src/modules/documents/pdf-sheet.ts'
import { renderInvoice } from '../src/modules/documents/render-invoice.ts'
import { releaseEarnings } from '../src/modules/ledger/release-earnings.ts'
import { buildReceipt } from '../src/modules/orders/enqueue-receipt.ts'
import { reversePaidOrder } from '../src/modules/orders/reverse-paid-order.ts'
import { wibPeriod } from '../src/modules/tax/tax-calendar.ts'
import { expectAffiliateLedgerConsistent } from './helpers/affiliate-ledger.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { type Browser, browser } from './helpers/http-client.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

const SECRET_TEXT = 'RAHASIA-PDF-7c1e Tulis puisi tentang [KOTA] dengan rima AABB'
const SECRET_INSTRUCTIONS = 'PETUNJUK-PDF-93af isi nama kota'
/** A shop name Helvetica cannot draw whole: an emoji and CJK (they become `?`). */
const SHOP_NAME = 'Toko Ramen 🍜 東京 Café'

/** The PDF's text as a reader would copy it, with no-break spaces as plain ones. */
async function pdfText(response: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\u00a0/g, ' ')
}

/** A PDF download as the routes must answer it. */
function expectPdf(response: LightMyRequestResponse, filename: RegExp) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200)
  expect(response.headers['content-type']).toBe('application/pdf')
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/)
  expect(response.headers['content-disposition']).toMatch(filename)
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(response.rawPayload.includes(Buffer.from('RAHASIA-PDF'))).toBe(false)
}

describe('documents as PDFs: invoices, payout statements', () => {
  let testApp: TestApp
  let owner: Browser
  let member: Browser
  let shopAdmin: Browser
  let buyer: Browser
  let stranger: Browser
  let otherOwner: Browser
  let admin: Browser
  let paid: { id: string; number: string }
  let refunded: { id: string; number: string }
  let withAffiliate: { id: string; number: string }
  /** A sale of a shop without a turnover statement: 0,5 % PPh 22 withheld (decision 0044). */
  let taxed: { id: string; number: string }
  let shopId: string
  let payoutId: string
  let affiliate: Browser
  let affiliatePayoutId: string
  const timings: number[] = []

  /** GET `url` through `client`, timing the answer. */
  const download = async (client: Browser, url: string) => {
    const started = performance.now()
    const response = await client.get(url)
    timings.push(performance.now() - started)
    return response
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    const { db } = testApp
    const shop = await createShop(db, {
      name: SHOP_NAME,
      bank: { code: 'bca', accountNumber: '8001234567', holder: 'Rina Penjual' },
      affiliate: { enabled: true },
    })
    const prompt = await createPrompt(db, shop.id, {
      title: 'Puisi Kota',
      price: 150_000,
      promptText: SECRET_TEXT,
      instructions: SECRET_INSTRUCTIONS,
    })
    const buyerUser = await createUser(db, { name: 'Siti Pembeli' })
    const buyerIdentity = { id: buyerUser.id, name: buyerUser.name, email: buyerUser.email }
    // Paid ten days ago at 10.00 WIB (03.00 UTC): past the hold, so its money can be paid out.
    const tenDaysAgo = new Date(Math.floor((Date.now() - 10 * DAY_MS) / DAY_MS) * DAY_MS)
    tenDaysAgo.setUTCHours(3, 0, 0, 0)
    paid = await createPaidOrder(db, prompt, { buyer: buyerIdentity, at: tenDaysAgo })
    taxed = await createPaidOrder(db, prompt, { buyer: buyerIdentity, pph22Bp: 50 })
    shopId = shop.id
    refunded = await createPaidOrder(db, prompt, { buyer: buyerIdentity })
    await db.transaction((tx) =>
      reversePaidOrder(tx, {
        staff: testApp.app.payments,
        actor: systemActor,
        input: { orderId: refunded.id, to: 'refund', at: new Date() },
      }),
    )
    await releaseEarnings(db, testApp.app.events)

    owner = await signIn(testApp, shop.owner)
    member = await signInAsShopStaff(testApp, shop.id, 'member')
    shopAdmin = await signInAsShopStaff(testApp, shop.id, 'admin')
    buyer = await signIn(testApp, buyerUser)
    stranger = await signIn(testApp, await createUser(db, { name: 'Orang Lain' }))
    const otherShop = await createShop(db, { name: 'Toko Lain' })
    otherOwner = await signIn(testApp, otherShop.owner)
    admin = await signIn(testApp, await createAdmin(db, testApp.env.adminOrganizationIds))
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })

    // An affiliate's sale: the seller's copy shows the affiliate fee.
    const affiliateUser = await createUser(db, { name: 'Sari Afiliasi' })
    affiliate = await signIn(testApp, affiliateUser)
    const joined = await affiliate.post('/api/v1/account/affiliates', { shopSlug: shop.slug })
    expect(joined.statusCode, joined.body).toBe(200)
    const byAffiliate = {
      affiliate: { id: (joined.json() as { id: string }).id, userId: affiliateUser.id },
    }
    withAffiliate = await createPaidOrder(db, prompt, byAffiliate)
    // Four older ones, released: Rp 60.000 the affiliate may take out, as a shop would.
    for (let i = 0; i < 4; i++) {
      await createPaidOrder(db, prompt, { ...byAffiliate, at: tenDaysAgo })
    }
    await releaseEarnings(db, testApp.app.events)
    const bank = { bankCode: 'bni', accountNumber: '0099887766', accountHolder: 'Sari Afiliasi' }
    expect((await affiliate.put('/api/v1/account/affiliate/bank-account', bank)).statusCode).toBe(
      200,
    )
    const asked = await affiliate.post('/api/v1/account/affiliate/payouts', { amount: 50_000 })
    expect(asked.statusCode, asked.body).toBe(201)
    affiliatePayoutId = (asked.json() as { id: string }).id

    const requested = await owner.post('/api/v1/seller/payouts', { amount: 100_000 })
    expect(requested.statusCode, requested.body).toBe(201)
    payoutId = (requested.json() as { id: string }).id
    const approved = await admin.post(`/api/v1/admin/payouts/${payoutId}/approve`, {
      transferReference: 'TRF-20261129-0042',
    })
    expect(approved.statusCode, approved.body).toBe(200)
  })
  afterAll(async () => {
    await expectAffiliateLedgerConsistent(testApp.db)
    console.info(
      `PDF downloads through app.inject: ${timings.length}, median ${[...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)]?.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
    )
    await testApp.close()
  })

  it('[BUYER] downloads the invoice of a paid order: number, amounts in rupiah, WIB times, no split', async () => {
    const response = await download(buyer, `/api/v1/orders/${paid.id}/invoice.pdf`)
    expectPdf(response, new RegExp(`invoice-${paid.number}\\.pdf"$`))
    const text = await pdfText(response)
    expect(text).toContain(`INV-${paid.number}`)
    expect(text).toContain(paid.number)
    expect(text).toContain('Siti Pembeli')
    expect(text).toContain('Puisi Kota')
    expect(text).toContain('Total dibayar')
    expect(text).toContain('Rp 150.000')
    // Paid at 10.00 WIB (03.00 UTC): the time is Jakarta's, and says so.
    expect(text).toMatch(/Dibayar pada\s+\d{1,2} \w+ \d{4}, 10\.00 WIB/)
    // The emoji and the CJK letters cannot be drawn by Helvetica: replaced, not garbled.
    expect(text).toContain('Toko Ramen ? ?? Café')
    // The split of the price is the seller's business.
    expect(text).not.toContain('Komisi platform')
    expect(text).not.toContain('Pendapatan bersih')
    expect(text).not.toContain('RAHASIA-PDF')
    expect(text).not.toContain('PETUNJUK-PDF')
  })

  it('[BUYER] a refunded order keeps its invoice, stamped as refunded', async () => {
    const response = await download(buyer, `/api/v1/orders/${refunded.id}/invoice.pdf`)
    expectPdf(response, /invoice-PP-/)
    const text = await pdfText(response)
    expect(text).toContain('DANA DIKEMBALIKAN')
    expect(text).toContain('Dikembalikan ke pembeli')
    expect(text).toContain('-Rp 150.000')
    expect(text).toMatch(/Total setelah pembatalan\s+Rp 0/)
    expect(text).toMatch(/Dibatalkan pada\s+.+WIB/)
  })

  it('[GUEST] the receipt email’s link opens the invoice with the order token, in the header or the query', async () => {
    const receipt = await buildReceipt(testApp.app.payments, paid.id)
    const link = receipt?.text.match(/Unduh invoice \(PDF\): (\S+)/)?.[1]
    expect(link).toContain(`/api/v1/orders/${paid.id}/invoice.pdf?token=`)
    expectPdf(await browser(testApp.app).visit(link ?? ''), /invoice-PP-/)

    const token = orderAccessToken(testApp.app.payments.secret, paid.id)
    const byHeader = await testApp.app.inject({
      url: `/api/v1/orders/${paid.id}/invoice.pdf`,
      headers: { 'x-order-token': token },
    })
    expectPdf(byHeader, /invoice-PP-/)
    // Another order's token opens nothing.
    const wrong = await testApp.app.inject({
      url: `/api/v1/orders/${paid.id}/invoice.pdf?token=${orderAccessToken(testApp.app.payments.secret, refunded.id)}`,
    })
    expect(wrong.statusCode).toBe(404)
  })

  it('[SECURITY] a stranger, a visitor and another shop get the same 404 as for a missing order', async () => {
    const missing = await buyer.get(
      '/api/v1/orders/00000000-0000-4000-8000-000000000000/invoice.pdf',
    )
    expect(missing.statusCode).toBe(404)
    for (const response of [
      await stranger.get(`/api/v1/orders/${paid.id}/invoice.pdf`),
      await browser(testApp.app).get(`/api/v1/orders/${paid.id}/invoice.pdf`),
      await owner.get(`/api/v1/orders/${paid.id}/invoice.pdf`),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({
        code: missing.json().code,
        message: missing.json().message,
      })
    }
    const otherShop = await otherOwner.get(`/api/v1/seller/orders/${paid.id}/invoice.pdf`)
    expect(otherShop.statusCode).toBe(404)
    expect(otherShop.json()).toMatchObject({
      message: (
        await otherOwner.get('/api/v1/seller/orders/00000000-0000-4000-8000-000000000000')
      ).json().message,
    })
    expect((await buyer.get(`/api/v1/seller/orders/${paid.id}/invoice.pdf`)).statusCode).toBe(403)
    expect((await buyer.get(`/api/v1/admin/orders/${paid.id}/invoice.pdf`)).statusCode).toBe(403)
  })

  it('[SELLER] owners and admins get the seller’s copy with the fees and the net; a member gets the buyer’s invoice', async () => {
    for (const manager of [owner, shopAdmin]) {
      const response = await download(
        manager,
        `/api/v1/seller/orders/${withAffiliate.id}/invoice.pdf`,
      )
      expectPdf(response, /-penjual\.pdf"$/)
      const text = await pdfText(response)
      expect(text).toContain('salinan penjual')
      expect(text).toContain(withAffiliate.number)
      // Rp 150.000 at 20 % commission with a 10 % affiliate: 30.000 + 15.000, the seller 105.000.
      expect(text).toMatch(/Komisi platform \(20%\)\s+-Rp 30\.000/)
      expect(text).toMatch(/Komisi afiliasi \(10%\)\s+-Rp 15\.000/)
      expect(text).toMatch(/Pendapatan bersih penjual\s+Rp 105\.000/)
      expect(text).not.toContain('RAHASIA-PDF')
    }
    const plain = await download(owner, `/api/v1/seller/orders/${paid.id}/invoice.pdf`)
    expect(await pdfText(plain)).not.toContain('Komisi afiliasi')

    const forMember = await download(
      member,
      `/api/v1/seller/orders/${withAffiliate.id}/invoice.pdf`,
    )
    expectPdf(forMember, new RegExp(`invoice-${withAffiliate.number}\\.pdf"$`))
    const memberText = await pdfText(forMember)
    expect(memberText).toContain('Rp 150.000')
    expect(memberText).not.toContain('Pendapatan bersih')
    expect(memberText).not.toContain('Komisi')
  })

  it('[SELLER] the seller’s copy shows the PPh 22 withheld, taken out of the net', async () => {
    const response = await download(owner, `/api/v1/seller/orders/${taxed.id}/invoice.pdf`)
    expectPdf(response, /-penjual\.pdf"$/)
    const text = await pdfText(response)
    // Rp 150.000: 0,5 % is Rp 750; the seller gets 120.000 − 750.
    expect(text).toMatch(/PPh 22 dipotong \(0,5%, PMK 37\/2025\)\s+-Rp 750/)
    expect(text).toMatch(/Komisi platform \(20%\)\s+-Rp 30\.000/)
    expect(text).toMatch(/Pendapatan bersih penjual\s+Rp 119\.250/)
    // The buyer's invoice says nothing of the seller's tax.
    const forBuyer = await pdfText(await download(buyer, `/api/v1/orders/${taxed.id}/invoice.pdf`))
    expect(forBuyer).not.toContain('PPh 22')
    expect(forBuyer).toContain('Rp 150.000')
  })

  it('[SELLER] the month’s bukti potong PPh 22: its number, the shop, each sale and the totals', async () => {
    const period = wibPeriod(new Date())
    for (const [client, url] of [
      [owner, `/api/v1/seller/tax/slips/${period}.pdf`],
      [shopAdmin, `/api/v1/seller/tax/slips/${period}.pdf`],
      [admin, `/api/v1/admin/shops/${shopId}/tax/slips/${period}.pdf`],
    ] as const) {
      const response = await download(client, url)
      expectPdf(response, new RegExp(`bukti-potong-pph22-${period}\\.pdf"$`))
      const text = await pdfText(response)
      expect(text).toContain('Bukti Pemotongan PPh Pasal 22')
      expect(text).toMatch(/BP22-\d{6}-\d+/)
      expect(text).toContain('Toko Ramen ? ?? Café')
      expect(text).toContain(taxed.number)
      expect(text).toMatch(/PPh 22 dipotong\s+Rp 750/)
      expect(text).toMatch(/Jumlah\s+Rp 150\.000\s+Rp 750/)
      expect(text).toContain('0,5%')
      expect(text).toMatch(/\d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB/)
      // The month is still running: the slip says it is provisional.
      expect(text).toContain('SEMENTARA')
      expect(text).not.toContain('RAHASIA-PDF')
    }
  })

  it('[SECURITY] a member cannot download a bukti potong; a month without withholding has none', async () => {
    const period = wibPeriod(new Date())
    expect((await member.get(`/api/v1/seller/tax/slips/${period}.pdf`)).statusCode).toBe(403)
    expect((await buyer.get(`/api/v1/seller/tax/slips/${period}.pdf`)).statusCode).toBe(403)
    expect(
      (await buyer.get(`/api/v1/admin/shops/${shopId}/tax/slips/${period}.pdf`)).statusCode,
    ).toBe(403)
    // The other shop withheld nothing: its owner gets no slip, and never this shop's.
    expect((await otherOwner.get(`/api/v1/seller/tax/slips/${period}.pdf`)).statusCode).toBe(404)
    expect((await owner.get('/api/v1/seller/tax/slips/2020-01.pdf')).statusCode).toBe(404)
    expect((await owner.get('/api/v1/seller/tax/slips/2026-13.pdf')).statusCode).toBe(400)
  })

  it('[ADMIN] staff get the seller’s copy of any order, refunded ones marked', async () => {
    const response = await download(admin, `/api/v1/admin/orders/${refunded.id}/invoice.pdf`)
    expectPdf(response, /-penjual\.pdf"$/)
    const text = await pdfText(response)
    expect(text).toContain('DANA DIKEMBALIKAN')
    expect(text).toMatch(/Pendapatan bersih penjual\s+Rp 120\.000/)
    expect(text).toContain('pendapatan di atas telah ditarik kembali')
  })

  it('[SELLER] the payout statement: masked account, amount, WIB times, transfer reference and its ledger movements', async () => {
    for (const client of [owner, shopAdmin, admin]) {
      const url =
        client === admin
          ? `/api/v1/admin/payouts/${payoutId}/statement.pdf`
          : `/api/v1/seller/payouts/${payoutId}/statement.pdf`
      const response = await download(client, url)
      expectPdf(response, /laporan-payout-PO-[0-9A-F]{8}\.pdf"$/)
      const text = await pdfText(response)
      expect(text).toContain('Laporan payout')
      expect(text).toContain('Toko Ramen ? ?? Café (toko)')
      expect(text).toContain('••••4567')
      expect(text).not.toContain('8001234567')
      expect(text).toContain('Rina Penjual')
      expect(text).toMatch(/Jumlah\s+Rp 100\.000/)
      expect(text).toMatch(/Status\s+Disetujui/)
      expect(text).toMatch(/Diajukan pada\s+.+WIB/)
      expect(text).toMatch(/Disetujui pada\s+.+WIB/)
      expect(text).toContain('TRF-20261129-0042')
      // The two movements of the payout, on the shop's side and the bank's.
      expect(text).toContain('Pencairan diajukan')
      expect(text).toContain('Pencairan dikirim')
      expect(text).toContain('-Rp 100.000')
      expect(text).toContain('Dikirim ke rekening')
    }
  })

  it('[SECURITY] a member, another shop and a buyer cannot download a payout statement', async () => {
    const url = `/api/v1/seller/payouts/${payoutId}/statement.pdf`
    expect((await member.get(url)).statusCode).toBe(403)
    expect((await buyer.get(url)).statusCode).toBe(403)
    expect((await browser(testApp.app).get(url)).statusCode).toBe(401)
    const otherShop = await otherOwner.get(url)
    expect(otherShop.statusCode).toBe(404)
    expect(
      (await owner.get('/api/v1/seller/payouts/00000000-0000-4000-8000-000000000000/statement.pdf'))
        .statusCode,
    ).toBe(404)
    // It is the shop's payout, not an affiliate's.
    expect(
      (await owner.get(`/api/v1/account/affiliate/payouts/${payoutId}/statement.pdf`)).statusCode,
    ).toBe(404)
  })

  it('[AFFILIATE] the same statement serves an affiliate’s payout, for them and staff only', async () => {
    const url = `/api/v1/account/affiliate/payouts/${affiliatePayoutId}/statement.pdf`
    for (const [client, path] of [
      [affiliate, url],
      [admin, `/api/v1/admin/payouts/${affiliatePayoutId}/statement.pdf`],
    ] as const) {
      const response = await download(client, path)
      expectPdf(response, /laporan-payout-PO-[0-9A-F]{8}\.pdf"$/)
      const text = await pdfText(response)
      expect(text).toContain('Sari Afiliasi (afiliasi)')
      expect(text).toContain('BNI')
      expect(text).toContain('••••7766')
      expect(text).not.toContain('0099887766')
      expect(text).toMatch(/Jumlah\s+Rp 50\.000/)
      expect(text).toMatch(/Status\s+Diajukan/)
      expect(text).toContain('Pencairan diajukan')
    }
    expect((await buyer.get(url)).statusCode).toBe(404)
    expect((await browser(testApp.app).get(url)).statusCode).toBe(401)
    // Not the shop's payout: its owner does not find it on the seller's route either.
    expect(
      (await owner.get(`/api/v1/seller/payouts/${affiliatePayoutId}/statement.pdf`)).statusCode,
    ).toBe(404)
  })

  it('[SELLER] an unpaid order has no invoice yet', async () => {
    const { createOrder } = await import('../src/db/factories/create-order.ts')
    const prompt = await createPrompt(testApp.db, (await createShop(testApp.db)).id)
    const pending = await createOrder(testApp.db, prompt)
    const token = orderAccessToken(testApp.app.payments.secret, pending.id)
    const response = await testApp.app.inject({
      url: `/api/v1/orders/${pending.id}/invoice.pdf?token=${token}`,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ message: 'Invoice tersedia setelah pesanan dibayar.' })
  })

  it('renders a document in a few milliseconds, apart from the request around it', async () => {
    const order = await selectInvoiceOrder(testApp.db, eq(orders.id, withAffiliate.id))
    if (!order) throw new Error('order vanished')
    const rendered: number[] = []
    for (let i = 0; i < 30; i++) {
      const started = performance.now()
      await renderInvoice(order, i % 2 ? 'seller' : 'buyer')
      rendered.push(performance.now() - started)
    }
    const median = [...rendered].sort((a, b) => a - b)[15] ?? Number.NaN
    console.info(`renderInvoice: median ${median.toFixed(1)} ms over 30 documents`)
    // Bounded for a loaded machine: a document is ~5 ms on an idle one.
    expect(median).toBeLessThan(250)
  })
})

describe('text the standard fonts cannot draw', () => {
  it('keeps Indonesian and WinAnsi text, folds accents and replaces the rest', () => {
    expect(toWinAnsi('Rp 150.000 — “Kopi” • Café')).toBe('Rp 150.000 — “Kopi” • Café')
    expect(toWinAnsi('Toko 🍜 東京')).toBe('Toko ? ??')
    expect(toWinAnsi('Łódź Ătă')).toBe('?ódz Ata')
    expect(toWinAnsi('👩‍👩‍👧 keluarga')).toBe('? keluarga')
  })
})
