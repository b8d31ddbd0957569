import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  BuyerOrderList,
  ORDER_TOKEN_HEADER,
  OwnedProducts,
  Purchase,
} from '@pasarprompt/contracts/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { getPurchase, listOwnedProducts } from '../../modules/orders/get-purchase.ts'
import { listBuyerOrders } from '../../modules/orders/list-buyer-orders.ts'

const listQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

/** The buyer's orders and what they bought. Never cached: the prompt text is in here. */
export const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/orders',
    {
      schema: {
        tags: ['akun'],
        summary: "The signed-in buyer's orders, newest first",
        querystring: listQuery,
        response: { 200: BuyerOrderList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listBuyerOrders(app.db, (await requireUser(request)).user.id, request.query),
  )

  app.get(
    '/purchases',
    {
      schema: {
        tags: ['akun'],
        summary: 'Which prompts the signed-in buyer owns (ids only)',
        response: { 200: OwnedProducts, 401: ErrorBody },
      },
    },
    async (request) => listOwnedProducts(app.db, (await requireUser(request)).user.id),
  )

  app.get(
    '/purchases/:productId',
    {
      schema: {
        tags: ['akun'],
        summary:
          "A bought prompt's text and instructions: for its buyer, or with a receipt link (orderId + x-order-token)",
        params: z.object({ productId: z.uuid({ error: 'ID prompt tidak valid.' }) }),
        querystring: z.object({ orderId: z.uuid({ error: 'ID pesanan tidak valid.' }).optional() }),
        headers: z.object({ [ORDER_TOKEN_HEADER]: z.string().max(100).optional() }),
        response: { 200: Purchase, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const auth = await request.authSession()
      const token = request.headers[ORDER_TOKEN_HEADER]
      return getPurchase(app.db, app.payments.secret, request.params.productId, {
        userId: auth?.user.id ?? null,
        order: request.query.orderId && token ? { id: request.query.orderId, token } : undefined,
      })
    },
  )
}
