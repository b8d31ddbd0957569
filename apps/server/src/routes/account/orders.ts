import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { getPurchase, listOwnedProducts } from '../../modules/orders/get-purchase.ts'
import { listBuyerOrders } from '../../modules/orders/list-buyer-orders.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** The buyer's orders and what they bought (the prompt text is in here). */
export const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountApi.orders, {
      tags: ['akun'],
      summary: "The signed-in buyer's orders, newest first",
      errors: [400, 401],
    }),
    handler: async (request) =>
      listBuyerOrders(app.db, (await requireUser(request)).user.id, request.query),
  })

  app.route({
    ...endpointRoute(app, accountApi.purchases, {
      tags: ['akun'],
      summary: 'Which prompts the signed-in buyer owns (ids only)',
      errors: [401],
    }),
    handler: async (request) => listOwnedProducts(app.db, (await requireUser(request)).user.id),
  })

  const purchase = endpointRoute(app, accountApi.purchase, {
    tags: ['akun'],
    summary:
      "A bought prompt's text and instructions: for its buyer, or with a receipt link (orderId + x-order-token)",
    errors: [400, 401, 403, 404],
  })
  app.route({
    ...purchase,
    schema: {
      ...purchase.schema,
      headers: z.object({ [ORDER_TOKEN_HEADER]: z.string().max(100).optional() }),
    },
    handler: async (request) => {
      const auth = await request.authSession()
      const token = request.headers[ORDER_TOKEN_HEADER]
      return getPurchase(app.db, {
        secret: app.payments.secret,
        productId: request.params.productId,
        version: request.query.version,
        reader: {
          userId: auth?.user.id ?? null,
          order: request.query.orderId && token ? { id: request.query.orderId, token } : undefined,
        },
      })
    },
  })
}
