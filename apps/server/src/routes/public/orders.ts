import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getOrder } from '../../modules/orders/get-order.ts'
import { checkout } from '../../modules/payments/checkout.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { privateNoStore } from '../private-no-store.ts'
import { readVisitorId } from '../visitor-cookie.ts'

const tokenHeader = z.object({ [ORDER_TOKEN_HEADER]: z.string().max(100).optional() })

/**
 * Checkout and the buyer's view of one order. Both work without an account (guest checkout):
 * an order is read by its buyer's session or by its signed token, never by its id alone.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', privateNoStore)

  app.route({
    ...endpointRoute(app, publicApi.checkout, {
      tags: ['pesanan'],
      summary: 'Checkout: create an order and its payment (free prompts are granted at once)',
      errors: [400, 403, 404, 409, 429, 502],
    }),
    handler: async (request, reply) => {
      const auth = await request.authSession()
      return reply.code(201).send(
        await checkout(app.payments, {
          auth,
          input: request.body,
          visitor: {
            visitorId: readVisitorId(request),
            ip: request.ip,
          },
        }),
      )
    },
  })

  const read = endpointRoute(app, publicApi.order, {
    tags: ['pesanan'],
    summary: "One order, for its buyer's session or its signed token (x-order-token)",
    errors: [400, 404],
  })
  app.route({
    ...read,
    schema: { ...read.schema, headers: tokenHeader },
    handler: async (request) => {
      const auth = await request.authSession()
      return getOrder(app.db, {
        secret: app.payments.secret,
        orderId: request.params.orderId,
        viewer: {
          userId: auth?.user.id ?? null,
          token: request.headers[ORDER_TOKEN_HEADER],
        },
      })
    },
  })
}
