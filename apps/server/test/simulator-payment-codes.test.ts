import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIMULATOR_SERVER_KEY } from '../src/config/env.ts'
import { createPrompt, type FactoryPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { vaNumberOf } from '../src/modules/payments/simulator/payment-codes.ts'
import { crc16Ccitt, qrisPayload } from '../src/modules/payments/simulator/qris-payload.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { browser } from './helpers/http-client.ts'

const PRICE = 150_000

/** An EMVCo payload's top-level fields: ID → value, in order. */
function fieldsOf(payload: string) {
  const fields = new Map<string, string>()
  let at = 0
  while (at < payload.length) {
    const id = payload.slice(at, at + 2)
    const length = Number(payload.slice(at + 2, at + 4))
    fields.set(id, payload.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return fields
}

/** Reads the QR of an SVG document back, as a phone's camera would: rasterised, then decoded. */
async function decodeSvg(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

describe('what the simulator shows per method, as Snap does (issue 28)', () => {
  it('computes CRC16-CCITT as QRIS does (the standard check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1')
    expect(crc16Ccitt('')).toBe('FFFF')
  })

  it('builds a QRIS payload with the amount, rupiah, Indonesia, the merchant and a correct CRC', () => {
    const payload = qrisPayload({ gatewayOrderId: 'PP-20261128-7K3QX9-1', amount: PRICE })
    const fields = fieldsOf(payload)
    expect([...fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ])
    expect(fields.get('00')).toBe('01')
    expect(fields.get('01')).toBe('12')
    expect(fields.get('26')).toContain('ID.CO.MIDTRANS.WWW')
    expect(fields.get('51')?.startsWith('0014ID.CO.QRIS.WWW')).toBe(true)
    expect(fields.get('53')).toBe('360')
    expect(fields.get('54')).toBe('150000')
    expect(fields.get('58')).toBe('ID')
    expect(fields.get('59')).toBe('PasarPrompt')
    expect(fields.get('62')).toBe('0520PP-20261128-7K3QX9-1')
    // The CRC covers everything before its own value, its "6304" included.
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)))
    // A changed amount is a changed checksum: a wallet would refuse a tampered code.
    const other = qrisPayload({ gatewayOrderId: 'PP-20261128-7K3QX9-1', amount: PRICE + 1 })
    expect(other.slice(-4)).not.toBe(payload.slice(-4))
  })

  it('gives each bank its own number, the same for an attempt every time, another for the next attempt', () => {
    const banks = ['bca', 'bni', 'bri', 'permata', 'mandiri'] as const
    const first = banks.map((bank) => vaNumberOf('PP-20261128-7K3QX9-1', bank))
    expect(banks.map((bank) => vaNumberOf('PP-20261128-7K3QX9-1', bank))).toEqual(first)
    expect(new Set(first).size).toBe(banks.length)
    expect(first.map((number) => number.length)).toEqual([15, 16, 15, 16, 12])
    for (const number of first) expect(number).toMatch(/^\d+$/)
    // A thousand attempts, one number each per bank.
    for (const bank of banks) {
      const numbers = Array.from({ length: 1000 }, (_, attempt) =>
        vaNumberOf(`PP-20261128-7K3QX9-${attempt + 1}`, bank),
      )
      expect(new Set(numbers).size).toBe(1000)
    }
  })

  describe('over HTTP', () => {
    let testApp: TestApp
    let prompt: FactoryPrompt
    const checkout = async () => {
      const response = await browser(testApp.app).post('/api/v1/orders', {
        productId: prompt.id,
        name: 'Sari Tamu',
        email: `tamu-${Math.random().toString(36).slice(2)}@contoh.id`,
        phone: '081234567890',
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().payment as { token: string; gatewayOrderId: string }
    }
    const codeOf = async (token: string, method: string) => {
      const response = await browser(testApp.app).get(
        `/api/simulator/midtrans/snap/${token}/methods/${method}`,
      )
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    /** Midtrans' status API, as our webhook asks it. */
    const statusOf = async (gatewayOrderId: string) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/simulator/midtrans/v2/${gatewayOrderId}/status`,
          headers: {
            authorization: `Basic ${Buffer.from(`${SIMULATOR_SERVER_KEY}:`).toString('base64')}`,
          },
        })
      ).json()
    const pay = async (token: string, method: string) => {
      const paid = await browser(testApp.app).post(`/api/simulator/midtrans/snap/${token}/pay`, {
        method,
      })
      expect(paid.json(), paid.body).toEqual({ status: 'settlement', webhookStatus: 200 })
    }

    beforeAll(async () => {
      testApp = await buildTestApp()
      const shop = await createShop(testApp.db, { name: 'Toko Kode Bayar' })
      prompt = await createPrompt(testApp.db, shop.id, { price: PRICE })
    })
    afterAll(() => testApp.close())

    it('[GUEST] QRIS: a QR that decodes to the payload of this attempt and amount', async () => {
      const { token, gatewayOrderId } = await checkout()
      const code = await codeOf(token, 'qris')
      expect(code).toMatchObject({ kind: 'qr', method: 'qris', deeplink: null })
      expect(code.qrString).toBe(qrisPayload({ gatewayOrderId, amount: PRICE }))
      expect(code.qrSvg).toMatch(/^<svg [^>]*viewBox/)
      expect(await decodeSvg(code.qrSvg)).toBe(code.qrString)
    })

    it('[GUEST] GoPay and ShopeePay add a deep link into their app', async () => {
      const { token } = await checkout()
      expect((await codeOf(token, 'gopay')).deeplink).toMatch(
        /^gojek:\/\/gopay\/merchanttransfer\?tref=[0-9a-f-]{36}&amount=150000&/,
      )
      expect((await codeOf(token, 'shopeepay')).deeplink).toMatch(/^shopeeid:\/\/main\?/)
    })

    it('[GUEST] a virtual account shows the number the status API then reports, in Midtrans’ fields', async () => {
      const bca = await checkout()
      const shown = await codeOf(bca.token, 'bca_va')
      expect(shown).toEqual({
        kind: 'va',
        method: 'bca_va',
        bank: 'bca',
        vaNumber: vaNumberOf(bca.gatewayOrderId, 'bca'),
      })
      expect(await codeOf(bca.token, 'bca_va')).toEqual(shown)
      await pay(bca.token, 'bca_va')
      expect(await statusOf(bca.gatewayOrderId)).toMatchObject({
        payment_type: 'bank_transfer',
        va_numbers: [{ bank: 'bca', va_number: shown.vaNumber }],
      })

      const permata = await checkout()
      const permataNumber = (await codeOf(permata.token, 'permata_va')).vaNumber
      await pay(permata.token, 'permata_va')
      const permataStatus = await statusOf(permata.gatewayOrderId)
      expect(permataStatus).toMatchObject({
        payment_type: 'bank_transfer',
        permata_va_number: permataNumber,
      })
      expect(permataStatus.va_numbers).toBeUndefined()

      const mandiri = await checkout()
      const bill = await codeOf(mandiri.token, 'mandiri_va')
      expect(bill).toMatchObject({ kind: 'bill', billerCode: '70012' })
      await pay(mandiri.token, 'mandiri_va')
      expect(await statusOf(mandiri.gatewayOrderId)).toMatchObject({
        payment_type: 'echannel',
        biller_code: '70012',
        bill_key: bill.billKey,
      })
      // Another attempt, another number.
      expect((await codeOf(permata.token, 'bca_va')).vaNumber).not.toBe(shown.vaNumber)
    })

    it('[GUEST] an unknown method or token is refused in Indonesian, never a 5xx', async () => {
      const { token } = await checkout()
      const unknown = await browser(testApp.app).get(
        `/api/simulator/midtrans/snap/${token}/methods/bitcoin`,
      )
      expect(unknown.statusCode).toBe(400)
      expect(unknown.body).toContain('Metode pembayaran tidak dikenal.')
      const missing = await browser(testApp.app).get(
        '/api/simulator/midtrans/snap/tidak-ada-token-ini/methods/qris',
      )
      expect(missing.statusCode).toBe(404)
    })
  })
})
