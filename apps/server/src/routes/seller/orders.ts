import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { escalateComplaint } from '../../modules/complaints/escalate-complaint.ts'
import { getComplaintForShop } from '../../modules/complaints/get-complaint-for-shop.ts'
import { postComplaintMessage } from '../../modules/complaints/post-complaint-message.ts'
import { getOrderForShop } from '../../modules/orders/get-order-for-shop.ts'
import { listOrdersForShop } from '../../modules/orders/list-orders-for-shop.ts'
import { listShopCustomers } from '../../modules/orders/list-shop-customers.ts'
import { refundComplaint } from '../../workflows/refund-complaint.ts'
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

  app.route({
    ...endpointRoute(app, sellerApi.complaint, {
      tags: ['penjual'],
      summary: "The complaint of one of the active shop's orders",
      errors: [...errors, 404],
    }),
    handler: (request) => getComplaintForShop(app.db, request.shop, request.params.id),
  })

  app.route({
    ...endpointRoute(app, sellerApi.postComplaintMessage, {
      tags: ['penjual'],
      summary: "The shop's answer in a complaint",
      errors: [...errors, 404, 409, 429],
    }),
    handler: (request) =>
      postComplaintMessage(app.payments, {
        party: { side: 'shop', shop: request.shop },
        orderId: request.params.id,
        input: request.body,
      }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.escalateComplaint, {
      tags: ['penjual'],
      summary: 'The shop passes a complaint to an admin (48 h after it was opened)',
      errors: [...errors, 404, 409],
    }),
    handler: (request) =>
      escalateComplaint(app.payments, {
        party: { side: 'shop', shop: request.shop },
        orderId: request.params.id,
      }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.refundComplaint, {
      tags: ['penjual'],
      summary: "Owners and admins refund a complaint's order: the sale is reversed",
      errors: [...errors, 404, 409],
    }),
    handler: (request) =>
      refundComplaint(app.payments, {
        party: { side: 'shop', shop: request.shop },
        orderId: request.params.id,
        reason: request.body.reason,
      }),
  })
}
