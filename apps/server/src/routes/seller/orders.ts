import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  CustomerList,
  CustomerListQuery,
  SellerOrderDetail,
  SellerOrderList,
  SellerOrderListQuery,
} from '@pasarprompt/contracts/seller-orders'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getShopOrder } from '../../modules/orders/get-order-for-shop.ts'
import { listShopOrders } from '../../modules/orders/list-orders-for-shop.ts'
import { listShopCustomers } from '../../modules/orders/list-shop-customers.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

/** The shop's orders and customers: any member; the money in them is for owners and admins. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/orders',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's orders, newest first",
        querystring: SellerOrderListQuery,
        response: { 200: SellerOrderList, ...errors },
      },
    },
    (request) => listShopOrders(app.db, request.shop, request.query),
  )

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['penjual'],
        summary: 'One order of the active shop with its payment and ledger trail',
        params: z.object({ id: z.uuid({ error: 'Pesanan tidak ditemukan.' }) }),
        response: { 200: SellerOrderDetail, ...errors, 404: ErrorBody },
      },
    },
    (request) => getShopOrder(app.db, request.shop, request.params.id),
  )

  app.get(
    '/customers',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Everyone who bought from the active shop, with their order count',
        querystring: CustomerListQuery,
        response: { 200: CustomerList, ...errors },
      },
    },
    (request) => listShopCustomers(app.db, request.shop, request.query),
  )
}
