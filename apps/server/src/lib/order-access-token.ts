import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The receipt's signed link (DESIGN.md §4): it reads one order and, once paid, its prompt;
 * it never opens a session. An HMAC of the order id under the server's secret.
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-access:${orderId}`).digest('base64url')
}

export function isValidOrderAccessToken(
  secret: string,
  orderId: string,
  token: string | undefined,
): boolean {
  if (!token) return false
  const expected = Buffer.from(orderAccessToken(secret, orderId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
