import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { midtransSignature } from '../../src/modules/payments/midtrans-signature.ts'

export interface FakeMidtrans {
  url: string
  /** Every transaction checkout created, with its amount: the orders the webhook bench pays. */
  transactions: Map<string, number>
  close: () => Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The gateway as the production server sees it: Snap's create-transaction and the Core API's
 * status, over HTTP on this machine. Every transaction it created reports `settlement`, signed
 * with `serverKey`, as if each buyer had paid; the bench then sends the notifications.
 */
export async function startFakeMidtrans(serverKey: string): Promise<FakeMidtrans> {
  const transactions = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'POST' && request.url === '/snap/v1/transactions') {
      const body = JSON.parse(await readBody(request)) as {
        transaction_details: { order_id: string; gross_amount: number }
      }
      const { order_id: orderId, gross_amount: amount } = body.transaction_details
      transactions.set(orderId, amount)
      reply(201, { token: `bench-${orderId}`, redirect_url: `http://127.0.0.1/snap/${orderId}` })
      return
    }
    const status = request.url?.match(/^\/v2\/([^/]+)\/status$/)
    const orderId = status?.[1] ? decodeURIComponent(status[1]) : undefined
    const amount = orderId ? transactions.get(orderId) : undefined
    if (request.method === 'GET' && orderId && amount !== undefined) {
      reply(200, settlement(orderId, amount, serverKey))
      return
    }
    reply(200, { status_code: '404', status_message: 'Transaction does not exist.' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A settled QRIS payment's status (or notification), signed as Midtrans signs it. */
export function settlement(orderId: string, amount: number, serverKey: string) {
  const grossAmount = `${amount}.00`
  return {
    transaction_time: '2026-11-22 10:00:00',
    transaction_status: 'settlement',
    transaction_id: `bench-${orderId}`,
    status_message: 'midtrans payment notification',
    status_code: '200',
    signature_key: midtransSignature({ orderId, statusCode: '200', grossAmount, serverKey }),
    payment_type: 'qris',
    order_id: orderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
  }
}
