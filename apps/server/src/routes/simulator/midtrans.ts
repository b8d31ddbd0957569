import { timingSafeEqual } from 'node:crypto'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createNotificationSender } from '../../modules/payments/simulator/notification-sender.ts'
import {
  createSimulatedTransaction,
  findByOrderId,
  getSimulatedPaymentCode,
  getSimulatedTransaction,
  midtransStatusOf,
  refundSimulatedTransaction,
  type SnapCreateBody,
  settleSimulatedTransaction,
} from '../../modules/payments/simulator/simulator.ts'
import { endpointRoute } from '../endpoint-route.ts'

/**
 * /api/simulator/midtrans: registered only when PAYMENT_SIMULATOR is on (never in production).
 * The gateway side speaks Midtrans (Basic auth with the server key, its JSON shapes); the page
 * side is what `/payment/{orderId}` shows the buyer instead of Midtrans' own page.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{
  retryDelaysMs?: readonly number[] | undefined
}> = async (app, options) => {
  const { serverKey } = app.env.midtrans
  const expected = Buffer.from(`Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`)
  const authorised = (header: string | undefined) => {
    const given = Buffer.from(header ?? '')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const unauthorised = {
    status_code: '401',
    status_message: 'Access denied, please check client or server key',
  }

  app.post(
    '/snap/v1/transactions',
    { schema: { tags: ['simulator'], summary: 'Snap: create a transaction' } },
    async (request, reply) => {
      if (!authorised(request.headers.authorization)) return reply.code(401).send(unauthorised)
      const result = await createSimulatedTransaction(
        app.db,
        (request.body ?? {}) as SnapCreateBody,
        app.env.publicUrl,
      )
      return reply.code(result.status).send(result.body)
    },
  )

  app.get(
    '/v2/:gatewayOrderId/status',
    {
      schema: {
        tags: ['simulator'],
        summary: 'Core API: transaction status',
        params: z.object({ gatewayOrderId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      if (!authorised(request.headers.authorization)) return reply.code(401).send(unauthorised)
      const row = await findByOrderId(app.db, request.params.gatewayOrderId)
      if (!row) {
        return { status_code: '404', status_message: "Transaction doesn't exist." }
      }
      return midtransStatusOf(row, serverKey)
    },
  )

  app.post(
    '/v2/:gatewayOrderId/refund',
    {
      schema: {
        tags: ['simulator'],
        summary: 'Core API: refund a settled transaction (and notify the webhook)',
        params: z.object({ gatewayOrderId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      if (!authorised(request.headers.authorization)) return reply.code(401).send(unauthorised)
      const row = await refundSimulatedTransaction(app.db, request.params.gatewayOrderId)
      if (!row) {
        return reply
          .code(412)
          .send({ status_code: '412', status_message: 'Transaction status cannot be updated.' })
      }
      const status = midtransStatusOf(row, serverKey)
      await notify(status)
      return status
    },
  )

  app.route({
    ...endpointRoute(app, publicApi.simulatorTransaction, {
      tags: ['simulator'],
      summary: "The simulator page's transaction (amount, methods, status)",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getSimulatedTransaction(app.db, request.params.token)
    },
  })

  app.route({
    ...endpointRoute(app, publicApi.simulatorPaymentCode, {
      tags: ['simulator'],
      summary: "What Snap shows for a method: the QRIS QR, the VA number, Mandiri's bill key",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getSimulatedPaymentCode(app.db, request.params.token, request.params.method)
    },
  })

  // Through the real webhook route, as the gateway would call it; retried as it would be.
  const sender = createNotificationSender({
    send: async (payload) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/payments/midtrans/notification',
          headers: { 'content-type': 'application/json' },
          payload,
        })
      ).statusCode,
    log: app.log,
    delaysMs: options.retryDelaysMs,
  })
  app.addHook('onClose', async () => sender.close())
  const notify = (status: object) => sender.deliver(status)

  app.route({
    ...endpointRoute(app, publicApi.settleSimulatorTransaction, {
      tags: ['simulator'],
      summary:
        'Bayar (pay), Gagalkan (fail) or Biarkan kedaluwarsa (expire); then notify the webhook',
      errors: [400, 404, 409],
    }),
    handler: async (request) => {
      const row = await settleSimulatedTransaction(app.db, {
        token: request.params.token,
        outcome: request.params.outcome,
        payment: request.body,
      })
      const webhookStatus = await notify(midtransStatusOf(row, serverKey))
      return { status: row.status, webhookStatus }
    },
  })
}
