import { ErrorBody } from '@pasarprompt/contracts/errors'
import { ShopBalance } from '@pasarprompt/contracts/orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readActiveShopBalance } from '../../modules/ledger/shop-balance.ts'

export const sellerBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/balance',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's balance: available, held, reserved (owner, admin)",
        response: { 200: ShopBalance, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return readActiveShopBalance(app.db, request.shop)
    },
  )
}
