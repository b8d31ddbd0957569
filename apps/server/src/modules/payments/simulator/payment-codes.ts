import { createHash } from 'node:crypto'
import type { SimulatorMethod, SimulatorPaymentCode } from '@pasarprompt/contracts/orders'
import { renderSVG } from 'uqr'
import { qrisPayload } from './qris-payload.ts'

/**
 * What Midtrans' Snap shows once the buyer picks a method, as its charge answers it: a QRIS
 * payload and its QR, a virtual account number per bank, Mandiri's bill key with the biller
 * code, an e-wallet's deep link. Everything is derived from the payment attempt (the gateway
 * order id), so the page, the status API and the notification always say the same number.
 */
export interface ChargeSubject {
  gatewayOrderId: string
  grossAmount: number
  transactionId: string
}

/** Mandiri bill payment's company code, as Midtrans' sandbox reports it. */
export const MANDIRI_BILLER_CODE = '70012'

/**
 * Each bank's prefix and the digits that follow it. A real gateway counts numbers out of its own
 * range; the simulator takes the digits from a hash of the attempt and the bank, so a number
 * never changes for an attempt and two attempts share one only by a 1-in-10^10 accident.
 */
const vaFormats = {
  bca: { prefix: '12785', digits: 10 },
  bni: { prefix: '8578', digits: 12 },
  bri: { prefix: '88880', digits: 10 },
  permata: { prefix: '8562', digits: 12 },
  mandiri: { prefix: '', digits: 12 },
} as const
export type VaBank = keyof typeof vaFormats

export function vaNumberOf(gatewayOrderId: string, bank: VaBank) {
  const { prefix, digits } = vaFormats[bank]
  const hash = createHash('sha256').update(`${bank}:${gatewayOrderId}`).digest()
  const value = hash.readBigUInt64BE(0) % 10n ** BigInt(digits)
  return `${prefix}${value.toString().padStart(digits, '0')}`
}

/** The QR as an SVG document: black modules on white with a four-module quiet zone. */
export function qrSvg(text: string) {
  return renderSVG(text, { ecc: 'M', border: 4, pixelSize: 1 }).replace(
    '<svg ',
    '<svg shape-rendering="crispEdges" ',
  )
}

/** Deep links into the wallet apps, in the shape Midtrans returns as `deeplink-redirect`. */
function deeplinkOf(method: 'gopay' | 'shopeepay', subject: ChargeSubject) {
  const reference = encodeURIComponent(subject.transactionId)
  return method === 'gopay'
    ? `gojek://gopay/merchanttransfer?tref=${reference}&amount=${subject.grossAmount}&activity=GP:RR`
    : `shopeeid://main?apprl=%2Frn%2FTRANSFER_PAGE&tref=${reference}&amount=${subject.grossAmount}`
}

export function paymentCodeOf(
  method: SimulatorMethod,
  subject: ChargeSubject,
): SimulatorPaymentCode {
  switch (method) {
    case 'qris':
    case 'ovo':
    case 'dana':
    case 'gopay':
    case 'shopeepay': {
      // GoPay's and ShopeePay's QR is a QRIS too; OVO and DANA pay Midtrans only through QRIS.
      const qrString = qrisPayload({
        gatewayOrderId: subject.gatewayOrderId,
        amount: subject.grossAmount,
      })
      return {
        kind: 'qr',
        method,
        qrString,
        qrSvg: qrSvg(qrString),
        deeplink: method === 'gopay' || method === 'shopeepay' ? deeplinkOf(method, subject) : null,
      }
    }
    case 'bca_va':
    case 'bni_va':
    case 'bri_va':
    case 'permata_va': {
      const bank = method.slice(0, -3) as VaBank
      return { kind: 'va', method, bank, vaNumber: vaNumberOf(subject.gatewayOrderId, bank) }
    }
    case 'mandiri_va':
      return {
        kind: 'bill',
        method,
        billerCode: MANDIRI_BILLER_CODE,
        billKey: vaNumberOf(subject.gatewayOrderId, 'mandiri'),
      }
    case 'credit_card':
      return { kind: 'card', method }
  }
}
