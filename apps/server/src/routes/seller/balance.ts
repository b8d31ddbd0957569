import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readActiveShopBalance } from '../../modules/ledger/shop-balance.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const sellerBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.balance, {
      tags: ['penjual'],
      summary: "The active shop's balance: available, held, reserved (owner, admin)",
      errors: [401, 403],
    }),
    handler: (request) => readActiveShopBalance(app.db, request.shop),
  })
}
