import { PPH22_EXEMPT_TURNOVER, PPH22_RATE_BP } from '@pasarprompt/contracts/tax'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client.ts'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop, type FactoryShop } from '../src/db/factories/create-shop.ts'
import {
  auditLog,
  ledgerEntries,
  notifications,
  orders,
  shops,
  shopTaxProfiles,
} from '../src/db/schema.ts'
import { stampInsert, systemActor } from '../src/db/stamps.ts'
import { TAX_PPH22_ACCOUNT } from '../src/modules/ledger/accounts.ts'
import { gatewayFee } from '../src/modules/ledger/gateway-fees.ts'
import { createOrder } from '../src/modules/orders/create-order.ts'
import { markOrderPaid } from '../src/modules/orders/mark-order-paid.ts'
import { reversePaidOrder } from '../src/modules/orders/reverse-paid-order.ts'
import { getPph22Report } from '../src/modules/tax/get-pph22-report.ts'
import { getWithholdingSlip } from '../src/modules/tax/get-withholding-slip.ts'
import { periodRange, wibPeriod, wibYear } from '../src/modules/tax/tax-calendar.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from './helpers/build-test-app.ts'
import type { Browser } from './helpers/http-client.ts'
import { expectLedgerConsistent } from './helpers/payments.ts'
import { signInAsShopStaff } from './helpers/shop-member.ts'
import { signIn } from './helpers/sign-in.ts'

/** A real (tiny) PDF's first bytes: the statement is told by them, not by its name. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

function multipartFile(file: Buffer, filename: string, type: string) {
  const boundary = '----pasarprompt-pajak'
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

function uploadStatement(
  testApp: TestApp,
  client: Browser,
  file: Buffer,
  name: string,
  year: number,
) {
  const { body, contentType } = multipartFile(file, name, 'application/pdf')
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/seller/tax/statement?year=${year}`,
    headers: {
      'content-type': contentType,
      origin: TEST_ORIGIN,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: body,
  })
}

/** A deterministic random sequence (mulberry32), so a failing run can be replayed. */
function randomOf(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('PPh 22 withheld on sales (issue 32, decision 0044)', () => {
  let testApp: TestApp
  let admin: Browser
  const year = wibYear(new Date())

  async function signInAdmin() {
    const user = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    const client = await signIn(testApp, user)
    await client.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    return client
  }

  /** When the shop's statement staff are shown was uploaded, as the admin page reads it. */
  async function statementSeen(shopId: string): Promise<string> {
    const view = await admin.get(`/api/v1/admin/shops/${shopId}/tax`)
    expect(view.statusCode, view.body).toBe(200)
    return view.json().statement.uploadedAt
  }

  beforeAll(async () => {
    testApp = await buildTestApp()
    admin = await signInAdmin()
  })
  afterAll(() => testApp.close())

  describe('the shop’s tax identity and statement', () => {
    let shop: FactoryShop
    let owner: Browser

    beforeAll(async () => {
      shop = await createShop(testApp.db, { name: 'Toko Pajak' })
      owner = await signIn(testApp, shop.owner)
    })

    it('checks a NIK and an NPWP, and keeps the digits only', async () => {
      const badNik = await owner.put('/api/v1/seller/tax', {
        idType: 'nik',
        taxId: '1234',
        taxName: 'Rina Penjual',
      })
      expect(badNik.statusCode).toBe(400)
      expect(badNik.body).toContain('NIK harus 16 angka.')
      const badDate = await owner.put('/api/v1/seller/tax', {
        idType: 'nik',
        taxId: '3171019913900001',
        taxName: 'Rina Penjual',
      })
      expect(badDate.statusCode).toBe(400)
      const badNpwp = await owner.put('/api/v1/seller/tax', {
        idType: 'npwp',
        taxId: '12.345.678.9-012',
        taxName: 'Rina Penjual',
      })
      expect(badNpwp.statusCode).toBe(400)
      expect(badNpwp.body).toContain('NPWP harus 15 atau 16 angka.')

      const saved = await owner.put('/api/v1/seller/tax', {
        idType: 'npwp',
        taxId: '12.345.678.9-012.345',
        taxName: 'PT Rina Penjual',
      })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject({
        idType: 'npwp',
        taxId: '123456789012345',
        statement: null,
        rateBp: PPH22_RATE_BP,
      })
    })

    it('[SECURITY] members of the shop may neither read nor change it', async () => {
      const member = await signInAsShopStaff(testApp, shop.id, 'member')
      expect((await member.get('/api/v1/seller/tax')).statusCode).toBe(403)
      expect(
        (
          await member.put('/api/v1/seller/tax', {
            idType: 'nik',
            taxId: '3171014101900001',
            taxName: 'Anggota',
          })
        ).statusCode,
      ).toBe(403)
      expect((await uploadStatement(testApp, member, PDF, 'a.pdf', year)).statusCode).toBe(403)
      expect((await member.get('/api/v1/seller/tax/slips')).statusCode).toBe(403)
      const shopAdmin = await signInAsShopStaff(testApp, shop.id, 'admin')
      expect((await shopAdmin.get('/api/v1/seller/tax')).statusCode).toBe(200)
    })

    it('takes a statement by its content (PDF, JPG, PNG), for this tax year, never public', async () => {
      const text = await uploadStatement(
        testApp,
        owner,
        Buffer.from('bukan pdf'),
        'surat.pdf',
        year,
      )
      expect(text.statusCode).toBe(415)
      const otherYear = await uploadStatement(testApp, owner, PDF, 'surat.pdf', year - 1)
      expect(otherYear.statusCode).toBe(400)
      const tooLarge = await uploadStatement(
        testApp,
        owner,
        Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
        'surat.pdf',
        year,
      )
      expect(tooLarge.statusCode).toBe(413)

      // Named .png, but a PDF: it is kept as the PDF it is.
      const stored = await uploadStatement(testApp, owner, PDF, 'surat.png', year)
      expect(stored.statusCode, stored.body).toBe(201)
      expect(stored.json()).toMatchObject({
        statement: { year, contentType: 'application/pdf', size: PDF.length, status: 'valid' },
        rateBp: 0,
      })
      const [row] = await testApp.db
        .select()
        .from(shopTaxProfiles)
        .where(eq(shopTaxProfiles.shopId, shop.id))
      const key = row?.statementKey ?? ''
      expect(key).toMatch(/^tax-statements\/.+\.pdf$/)
      // Not under the public path, whatever its key.
      expect((await owner.get(`/uploads/${key}`)).statusCode).toBe(404)
      expect((await owner.get(`/api/v1/admin/shops/${shop.id}/tax/statement`)).statusCode).toBe(403)

      const file = await admin.get(`/api/v1/admin/shops/${shop.id}/tax/statement`)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
      expect(file.headers['cache-control']).toBe('private, no-store')
      expect(file.rawPayload.equals(PDF)).toBe(true)
      // It names a person: each staff download is in the audit log.
      const downloads = await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tax_statement.download'), eq(auditLog.targetId, shop.id)))
      expect(downloads).toHaveLength(1)
    })

    it('[ADMIN] a rejected statement exempts nothing; it is audited and the owners are told', async () => {
      const uploadedAt = await statementSeen(shop.id)
      const short = await admin.post(`/api/v1/admin/shops/${shop.id}/tax/statement/reject`, {
        uploadedAt,
        reason: 'x',
      })
      expect(short.statusCode).toBe(400)
      // Staff decide on the statement they read: one uploaded since is not rejected unseen.
      const stale = await admin.post(`/api/v1/admin/shops/${shop.id}/tax/statement/reject`, {
        uploadedAt: new Date(Date.parse(uploadedAt) - 60_000).toISOString(),
        reason: 'Surat pernyataan tidak ditandatangani.',
      })
      expect(stale.statusCode, stale.body).toBe(409)
      expect(stale.json().message).toContain('Muat ulang halaman')
      const rejected = await admin.post(`/api/v1/admin/shops/${shop.id}/tax/statement/reject`, {
        uploadedAt,
        reason: 'Surat pernyataan tidak ditandatangani.',
      })
      expect(rejected.statusCode, rejected.body).toBe(200)
      expect(rejected.json()).toMatchObject({
        statement: {
          status: 'rejected',
          rejectionReason: 'Surat pernyataan tidak ditandatangani.',
        },
        rateBp: PPH22_RATE_BP,
      })
      const again = await admin.post(`/api/v1/admin/shops/${shop.id}/tax/statement/reject`, {
        uploadedAt,
        reason: 'Surat pernyataan tidak ditandatangani.',
      })
      expect(again.statusCode).toBe(409)
      const audits = await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tax_statement.reject'), eq(auditLog.targetId, shop.id)))
      expect(audits).toHaveLength(1)
      const told = await testApp.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, shop.owner.id),
            eq(notifications.kind, 'tax_statement_rejected'),
          ),
        )
      expect(told).toHaveLength(1)
      expect(told[0]?.emailStatus).toBe('pending')
      const seen = (await owner.get('/api/v1/seller/tax')).json()
      expect(seen.statement.status).toBe('rejected')
    })
  })

  it('[MONEY] 1,000 mixed sales: each withholding exact, the ledger zero-sum, the slips equal the ledger', async () => {
    const random = randomOf(32)
    const now = Date.now()
    const previousMonth = periodRange(wibPeriod(new Date(now))).from.getTime() - 10 * 86_400_000
    // Shops: two without a statement, one exempt, one exempt until its turnover passes Rp 500
    // juta, one whose statement is rejected halfway, one with last year's statement.
    const kinds = ['none', 'none', 'valid', 'threshold', 'rejected', 'lastYear'] as const
    type Kind = (typeof kinds)[number]
    const shopsByKind: { kind: Kind; shop: FactoryShop; prompts: FactoryPrompt[] }[] = []
    for (const [index, kind] of kinds.entries()) {
      const shop = await createShop(testApp.db, { name: `Toko Uji Pajak ${index}` })
      const prices =
        kind === 'threshold'
          ? [5_000_000, 4_999_999]
          : [10_000, 10_099, 12_345, 49_000, 99_999, 150_000, 1_234_567]
      const prompts = []
      for (const price of prices) prompts.push(await createPrompt(testApp.db, shop.id, { price }))
      if (kind !== 'none') {
        await testApp.db.insert(shopTaxProfiles).values(
          stampInsert(systemActor, {
            shopId: shop.id,
            idType: index % 2 ? ('nik' as const) : ('npwp' as const),
            taxId: index % 2 ? '3171014101900001' : '123456789012345',
            taxName: `Pemilik ${index}`,
            statementYear: kind === 'lastYear' ? year - 1 : year,
            statementKey: `tax-statements/${shop.id}/uji.pdf`,
            statementContentType: 'application/pdf',
            statementSize: PDF.length,
            statementUploadedAt: new Date(now),
          }),
        )
      }
      shopsByKind.push({ kind, shop, prompts })
    }

    // The model: what each shop's statement allows when an order is made.
    const rejected = new Set<string>()
    const paidSales = new Map<string, { shopId: string; price: number; paidAt: Date }>()
    const turnover = (shopId: string) =>
      [...paidSales.values()]
        .filter((sale) => sale.shopId === shopId && wibYear(sale.paidAt) === year)
        .reduce((sum, sale) => sum + sale.price, 0)
    const expectedBp = (kind: Kind, shopId: string) => {
      if (kind === 'valid') return 0
      if (kind === 'threshold') return turnover(shopId) > PPH22_EXEMPT_TURNOVER ? PPH22_RATE_BP : 0
      if (kind === 'rejected') return rejected.has(shopId) ? PPH22_RATE_BP : 0
      return PPH22_RATE_BP
    }

    const ctx = testApp.app.payments
    const expected = new Map<string, { bp: number; price: number; shopId: string }>()
    const reversals: { orderId: string; shopId: string; withheld: number; period: string }[] = []
    const reverse = async (orderId: string, to: 'refund' | 'chargeback') => {
      const order = await testApp.db.transaction((tx) =>
        reversePaidOrder(tx, {
          staff: ctx,
          actor: systemActor,
          input: { orderId, to, at: new Date() },
        }),
      )
      if (!order) throw new Error(`order ${orderId} was not reversed`)
      reversals.push({
        orderId,
        shopId: order.shopId,
        withheld: order.pph22Withheld ?? 0,
        period: wibPeriod(new Date()),
      })
      paidSales.delete(orderId)
    }
    let pendingOfRejected: { id: string; shopId: string; price: number } | null = null

    const SALES = 1000
    for (let i = 0; i < SALES; i++) {
      // The threshold shop sells often enough (Rp 5 juta a sale) to pass Rp 500 juta.
      const { kind, shop, prompts } =
        i % 5 === 0
          ? (shopsByKind[3] as (typeof shopsByKind)[number])
          : (shopsByKind[i % 6] as (typeof shopsByKind)[number])
      const prompt = prompts[Math.floor(random() * prompts.length)] as FactoryPrompt
      if (kind === 'rejected' && i >= SALES / 2 && !rejected.has(shop.id)) {
        // An order made while the statement counts, paid after staff reject it: withheld.
        const placed = await createOrder(ctx, {
          auth: null,
          input: {
            productId: prompt.id,
            name: 'Pembeli Uji',
            email: `tunda-${i}@contoh.id`,
            phone: '081200000001',
          },
        })
        if (placed.kind !== 'awaiting_payment') throw new Error('expected an order to pay')
        pendingOfRejected = { id: placed.order.id, shopId: shop.id, price: prompt.price }
        const refused = await admin.post(`/api/v1/admin/shops/${shop.id}/tax/statement/reject`, {
          uploadedAt: await statementSeen(shop.id),
          reason: 'Nama pada surat tidak sesuai NIK.',
        })
        expect(refused.statusCode, refused.body).toBe(200)
        rejected.add(shop.id)
        expected.set(placed.order.id, { bp: PPH22_RATE_BP, price: prompt.price, shopId: shop.id })
        continue
      }
      const bp = expectedBp(kind, shop.id)
      const placed = await createOrder(ctx, {
        auth: null,
        input: {
          productId: prompt.id,
          name: 'Pembeli Uji',
          email: `pembeli-${i}@contoh.id`,
          phone: '081200000001',
        },
      })
      if (placed.kind !== 'awaiting_payment') throw new Error('expected an order to pay')
      expected.set(placed.order.id, { bp, price: prompt.price, shopId: shop.id })
      // Half the sales last month, half this month (the refunds all land this month).
      const at = new Date(i < SALES / 2 ? previousMonth + i * 60_000 : now - (SALES - i) * 1000)
      const paid = await testApp.db.transaction((tx) =>
        markOrderPaid(tx, ctx.events, {
          orderId: placed.order.id,
          method: 'qris',
          transactionId: `uji-${placed.order.id}`,
          gatewayFee: gatewayFee('qris', prompt.price),
          at,
        }),
      )
      if (!paid) throw new Error('the order was not credited')
      paidSales.set(paid.id, { shopId: shop.id, price: prompt.price, paidAt: at })
      if (i % 9 === 4) await reverse(paid.id, 'refund')
      else if (i % 17 === 5) await reverse(paid.id, 'chargeback')
    }
    if (!pendingOfRejected) throw new Error('the rejected shop had no pending order')
    const late = await testApp.db.transaction((tx) =>
      markOrderPaid(tx, ctx.events, {
        orderId: (pendingOfRejected as { id: string }).id,
        method: 'qris',
        transactionId: 'uji-tunda',
        gatewayFee: gatewayFee('qris', (pendingOfRejected as { price: number }).price),
        at: new Date(),
      }),
    )
    expect(late?.pph22Bp).toBe(PPH22_RATE_BP)
    expect(late?.pph22Withheld).toBe(
      Math.floor(((pendingOfRejected as { price: number }).price * 50) / 10_000),
    )

    // Each order: the rate its shop's statement allowed, the exact withholding, a split that adds up.
    const rows = await testApp.db.select().from(orders)
    const mine = rows.filter((row) => expected.has(row.id))
    expect(mine).toHaveLength(expected.size)
    let exempt = 0
    let withheldSales = 0
    for (const row of mine) {
      const want = expected.get(row.id) as { bp: number; price: number }
      expect(row.pph22Bp, row.number).toBe(want.bp)
      expect(row.pph22Withheld, row.number).toBe(Math.floor((row.price * want.bp) / 10_000))
      expect(
        (row.sellerNet ?? 0) +
          (row.platformFee ?? 0) +
          (row.affiliateFee ?? 0) +
          (row.pph22Withheld ?? 0),
      ).toBe(row.price)
      if (want.bp === 0) exempt++
      else withheldSales++
    }
    // The mix really was mixed, and the threshold shop did pass the line.
    expect(exempt).toBeGreaterThan(200)
    expect(withheldSales).toBeGreaterThan(400)
    const thresholdShop = (shopsByKind[3] as { shop: FactoryShop }).shop.id
    const thresholdRates = mine
      .filter((row) => row.shopId === thresholdShop)
      .map((row) => row.pph22Bp)
    expect(thresholdRates).toContain(0)
    expect(thresholdRates).toContain(PPH22_RATE_BP)

    // Every movement sums to zero; each sale's own movement holds its withholding.
    await expectLedgerConsistent(testApp.db)
    const [total] = await queryRows<{ sum: string }>(
      testApp.db,
      sql`select coalesce(sum(amount), 0) as sum from ledger_entries`,
    )
    expect(Number(total?.sum)).toBe(0)
    const saleTax = await queryRows<{ order_id: string; amount: string }>(
      testApp.db,
      sql`select order_id, sum(amount) as amount from ledger_entries
          where kind = 'sale' and account = ${TAX_PPH22_ACCOUNT} group by order_id`,
    )
    const saleTaxByOrder = new Map(saleTax.map((row) => [row.order_id, Number(row.amount)]))
    for (const row of mine) expect(saleTaxByOrder.get(row.id) ?? 0).toBe(row.pph22Withheld)

    // The tax account holds what was withheld less what refunds and chargebacks gave back.
    const withheldAll = mine.reduce((sum, row) => sum + (row.pph22Withheld ?? 0), 0)
    const reversed = reversals.reduce((sum, reversal) => sum + reversal.withheld, 0)
    expect(reversed).toBeGreaterThan(0)
    const [account] = await queryRows<{ sum: string }>(
      testApp.db,
      sql`select coalesce(sum(amount), 0) as sum from ledger_entries where account = ${TAX_PPH22_ACCOUNT}`,
    )
    expect(Number(account?.sum)).toBe(withheldAll - reversed)
    const reversedRows = mine.filter(
      (row) => row.status === 'refunded' || row.status === 'chargeback',
    )
    expect(reversedRows.reduce((sum, row) => sum + (row.pph22Withheld ?? 0), 0)).toBe(reversed)

    // Each shop's balance row equals its ledger and its paid sales' net.
    for (const { shop } of shopsByKind) {
      const [row] = await testApp.db.select().from(shops).where(eq(shops.id, shop.id))
      const net = mine
        .filter((order) => order.shopId === shop.id && order.status === 'paid')
        .reduce((sum, order) => sum + (order.sellerNet ?? 0), 0)
      expect(row?.heldBalance).toBe(net)
      expect(row?.balance).toBe(0)
    }

    // The bukti potong of each shop and month equal the ledger, and the model.
    const ledgerByShopMonth = await queryRows<{ shop_id: string; period: string; sum: string }>(
      testApp.db,
      sql`select shop_id,
            to_char((created_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM') as period,
            sum(amount) as sum
          from ledger_entries where account = ${TAX_PPH22_ACCOUNT}
          group by 1, 2`,
    )
    const model = new Map<string, number>()
    const add = (key: string, amount: number) => model.set(key, (model.get(key) ?? 0) + amount)
    for (const row of mine) {
      if (row.pph22Withheld && row.paidAt)
        add(`${row.shopId}|${wibPeriod(row.paidAt)}`, row.pph22Withheld)
    }
    for (const reversal of reversals)
      add(`${reversal.shopId}|${reversal.period}`, -reversal.withheld)
    const periods = new Set(ledgerByShopMonth.map((row) => row.period))
    expect(periods.size).toBeGreaterThanOrEqual(2)
    let slips = 0
    for (const row of ledgerByShopMonth) {
      const slip = await getWithholdingSlip(testApp.db, { shopId: row.shop_id, period: row.period })
      const ledger = Number(row.sum)
      expect(ledger).toBe(model.get(`${row.shop_id}|${row.period}`) ?? 0)
      if (!slip) {
        // A month whose sales were all reversed in it has no slip.
        expect(ledger).toBe(0)
        continue
      }
      slips++
      expect(slip.withheld).toBe(ledger)
      expect(slip.lines.reduce((sum, line) => sum + line.withheld, 0)).toBe(ledger)
      expect(slip.gross).toBe(slip.lines.reduce((sum, line) => sum + line.gross, 0))
      expect(slip.number).toMatch(new RegExp(`^BP22-${row.period.replace('-', '')}-\\d{6,}$`))
      // Stable: asked again, the same slip.
      expect(
        (await getWithholdingSlip(testApp.db, { shopId: row.shop_id, period: row.period }))?.number,
      ).toBe(slip.number)
    }
    expect(slips).toBeGreaterThanOrEqual(8)

    // The admin's report adds up to the ledger each month, and the CSV says the same.
    for (const period of periods) {
      const report = await getPph22Report(testApp.db, period)
      const ledger = ledgerByShopMonth
        .filter((row) => row.period === period)
        .reduce((sum, row) => sum + Number(row.sum), 0)
      expect(report.totals.withheld).toBe(ledger)
      const csv = await admin.get(`/api/v1/admin/tax/pph22.csv?month=${period}`)
      expect(csv.statusCode).toBe(200)
      const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n')
      expect(lines[0]).toContain('NIK/NPWP')
      expect(lines.at(-1)).toContain(
        `Total,,,,${report.totals.gross},${report.totals.withheld},${report.totals.sales},`,
      )
      expect(lines).toHaveLength(report.rows.length + 2)
    }

    // The shop's own list of slips agrees with its ledger.
    const owner = await signIn(testApp, (shopsByKind[0] as { shop: FactoryShop }).shop.owner)
    const list = await owner.get('/api/v1/seller/tax/slips')
    expect(list.statusCode, list.body).toBe(200)
    const firstShop = (shopsByKind[0] as { shop: FactoryShop }).shop.id
    for (const item of list.json().items as {
      period: string
      withheld: number
      number: string
    }[]) {
      const ledger = ledgerByShopMonth.find(
        (row) => row.shop_id === firstShop && row.period === item.period,
      )
      expect(item.withheld).toBe(Number(ledger?.sum))
      const slip = await owner.get(`/api/v1/seller/tax/slips/${item.period}`)
      expect(slip.statusCode).toBe(200)
      expect(slip.json()).toMatchObject({ number: item.number, withheld: item.withheld })
      // The documents' PDF of the same slip sits beside it (`:period.pdf`), not under this route.
      const pdf = await owner.get(`/api/v1/seller/tax/slips/${item.period}.pdf`)
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
      expect(pdf.headers['content-type']).toContain('application/pdf')
    }
    // The seller's Transaction shows the PPh 22 of a sale.
    const transactions = (await owner.get('/api/v1/seller/transactions?limit=100')).json()
    const sale = transactions.items.find(
      (item: { kind: string; sale: unknown }) => item.kind === 'sale' && item.sale,
    )
    expect(sale.sale.pph22).toBe(Math.floor((sale.sale.gross * PPH22_RATE_BP) / 10_000))
    expect(sale.sale.gross - sale.sale.platformFee - sale.sale.affiliateFee - sale.sale.pph22).toBe(
      sale.sale.net,
    )

    // No withholding entry is without its order.
    const orphans = await testApp.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, TAX_PPH22_ACCOUNT), sql`order_id is null`))
    expect(orphans).toEqual([])
  }, 600_000)
})
