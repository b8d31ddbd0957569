import { GATEWAY_EXPIRY_HOURS } from '@pasarprompt/contracts/constants'
import { HOUR_MS } from '@pasarprompt/contracts/durations'
import { createGatewayHttp, type GatewayHttpResponse } from './gateway-http.ts'

/** A failed gateway call; `retryable` when another attempt (with a new order id) may succeed. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

export interface SnapTransactionRequest {
  /** Our order number plus the attempt suffix: Midtrans refuses an order_id it has seen. */
  gatewayOrderId: string
  grossAmount: number
  item: { id: string; name: string; merchantName: string; category: string }
  customer: { name: string; email: string; phone: string }
  /** Where the gateway sends the buyer back after paying. */
  finishUrl: string
  /**
   * When the gateway's expiry starts counting: the order's creation, so every attempt of an
   * order closes at the one deadline the buyer is shown (`paymentDeadline`).
   */
  expiryStart: Date
}

/** Midtrans' transaction status (also the shape of a notification). */
export type MidtransStatus = Record<string, unknown>

export interface PaymentGateway {
  createTransaction(
    request: SnapTransactionRequest,
  ): Promise<{ token: string; redirectUrl: string }>
  /** The gateway's current status of a transaction; null when it does not know it. */
  getStatus(gatewayOrderId: string): Promise<MidtransStatus | null>
}

export interface MidtransGatewayOptions {
  serverKey: string
  /** Core API host (status): `https://api.midtrans.com`. */
  apiUrl: string
  /** Snap host (create transaction): `https://app.midtrans.com`. */
  snapUrl: string
  timeoutMs?: number
  /** Calls through this instead of node:http (the simulator: the app's own routes, injected). */
  fetch?: typeof fetch
}

/** `yyyy-MM-dd HH:mm:ss +0700`, the form Midtrans reads a moment in. */
export const midtransTime = (date: Date) =>
  `${new Date(date.getTime() + 7 * HOUR_MS).toISOString().slice(0, 19).replace('T', ' ')} +0700`

/** Midtrans caps item names at 50 characters. */
const ITEM_NAME_MAX = 50

/**
 * The Midtrans Snap adapter (DESIGN.md §4): HTTP Basic auth with the server key, JSON, a 30 s
 * timeout per call, over kept-alive sockets (`gateway-http.ts`). It makes one call per method;
 * the caller decides about retries.
 */
export function createMidtransGateway(options: MidtransGatewayOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? 30_000
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`

  const send: (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) => Promise<GatewayHttpResponse> = options.fetch
    ? async (url, init) => {
        const response = await (options.fetch as typeof fetch)(url, {
          ...init,
          signal: AbortSignal.timeout(timeoutMs),
        })
        return { status: response.status, text: await response.text() }
      }
    : createGatewayHttp({ timeoutMs })

  async function call(url: string, init: { method: string; body?: unknown }) {
    let response: GatewayHttpResponse
    try {
      response = await send(url, {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      })
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      throw new GatewayError(
        timedOut
          ? `gateway timed out after ${timeoutMs} ms`
          : `gateway unreachable: ${(error as Error).message}`,
        true,
      )
    }
    let body: Record<string, unknown> = {}
    try {
      body = response.text ? (JSON.parse(response.text) as Record<string, unknown>) : {}
    } catch {
      throw new GatewayError(
        `gateway answered ${response.status} with a body that is not JSON`,
        true,
      )
    }
    return { status: response.status, body }
  }

  return {
    async createTransaction(request) {
      const { status, body } = await call(`${options.snapUrl}/snap/v1/transactions`, {
        method: 'POST',
        body: {
          transaction_details: {
            order_id: request.gatewayOrderId,
            gross_amount: request.grossAmount,
          },
          item_details: [
            {
              id: request.item.id,
              price: request.grossAmount,
              quantity: 1,
              name: request.item.name.slice(0, ITEM_NAME_MAX),
              merchant_name: request.item.merchantName.slice(0, ITEM_NAME_MAX),
              category: request.item.category,
            },
          ],
          customer_details: {
            first_name: request.customer.name,
            email: request.customer.email,
            phone: request.customer.phone,
          },
          expiry: {
            start_time: midtransTime(request.expiryStart),
            unit: 'hour',
            duration: GATEWAY_EXPIRY_HOURS,
          },
          callbacks: { finish: request.finishUrl },
        },
      })
      if (status >= 200 && status < 300 && typeof body.token === 'string') {
        return { token: body.token, redirectUrl: String(body.redirect_url) }
      }
      const messages = Array.isArray(body.error_messages) ? body.error_messages.join('; ') : ''
      // A 5xx may go away; a 4xx (bad request, bad key, order_id taken) will not.
      throw new GatewayError(`gateway refused (${status}) ${messages}`.trim(), status >= 500)
    },

    async getStatus(gatewayOrderId) {
      const { status, body } = await call(
        `${options.apiUrl}/v2/${encodeURIComponent(gatewayOrderId)}/status`,
        { method: 'GET' },
      )
      // Midtrans answers an unknown order with HTTP 200 and status_code "404" in the body.
      if (status === 404 || body.status_code === '404') return null
      if (status < 200 || status >= 300) {
        throw new GatewayError(`gateway status check failed (${status})`, status >= 500)
      }
      return body
    },
  }
}
