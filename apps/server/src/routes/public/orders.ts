import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  CheckoutInput,
  CheckoutResult,
  ORDER_TOKEN_HEADER,
  OrderView,
} from '@pasarprompt/contracts/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getOrder } from '../../modules/orders/get-order.ts'
import { checkout } from '../../modules/payments/checkout.ts'

const orderParams = z.object({ orderId: z.uuid({ error: 'ID pesanan tidak valid.' }) })
const tokenHeader = z.object({ [ORDER_TOKEN_HEADER]: z.string().max(100).optional() })

/**
 * Checkout and the buyer's view of one order. Both work without an account (guest checkout):
 * an order is read by its buyer's session or by its signed token, never by its id alone.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['pesanan'],
        summary: 'Checkout: create an order and its payment (free prompts are granted at once)',
        body: CheckoutInput,
        response: {
          201: CheckoutResult,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          502: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await checkout(app.payments, await request.authSession(), request.body)
      reply.header('cache-control', 'private, no-store')
      return reply.code(201).send(result)
    },
  )

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['pesanan'],
        summary: "One order, for its buyer's session or its signed token (x-order-token)",
        params: orderParams,
        headers: tokenHeader,
        response: { 200: OrderView, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const auth = await request.authSession()
      reply.header('cache-control', 'private, no-store')
      return getOrder(app.db, app.payments.secret, request.params.orderId, {
        userId: auth?.user.id ?? null,
        token: request.headers[ORDER_TOKEN_HEADER],
      })
    },
  )
}
