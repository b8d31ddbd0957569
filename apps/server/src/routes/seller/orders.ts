import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getOrderForShop } from '../../modules/orders/get-order-for-shop.ts'
import { listOrdersForShop } from '../../modules/orders/list-orders-for-shop.ts'
import { listShopCustomers } from '../../modules/orders/list-shop-customers.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403] as const

/** The shop's orders and customers: any member; the money in them is for owners and admins. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.orders, {
      tags: ['penjual'],
      summary: "The active shop's orders, newest first",
      errors,
    }),
    handler: (request) => listOrdersForShop(app.db, request.shop, request.query),
  })

  app.route({
    ...endpointRoute(app, sellerApi.order, {
      tags: ['penjual'],
      summary: 'One order of the active shop with its payment and ledger trail',
      errors: [...errors, 404],
    }),
    handler: (request) => getOrderForShop(app.db, request.shop, request.params.id),
  })

  app.route({
    ...endpointRoute(app, sellerApi.customers, {
      tags: ['penjual'],
      summary: 'Everyone who bought from the active shop, with their order count',
      errors,
    }),
    handler: (request) => listShopCustomers(app.db, request.shop, request.query),
  })
}
