import { createHash, timingSafeEqual } from 'node:crypto'

/** Midtrans' `signature_key`: SHA-512 of order_id + status_code + gross_amount + server key. */
export function midtransSignature(input: {
  orderId: string
  statusCode: string
  grossAmount: string
  serverKey: string
}): string {
  return createHash('sha512')
    .update(input.orderId + input.statusCode + input.grossAmount + input.serverKey)
    .digest('hex')
}

/** Compared in constant time, so the answer's timing reveals nothing about the right key. */
export function isValidMidtransSignature(
  input: { orderId: string; statusCode: string; grossAmount: string; signatureKey: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(midtransSignature({ ...input, serverKey }), 'utf8')
  const given = Buffer.from(input.signatureKey.toLowerCase(), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
