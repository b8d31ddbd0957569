import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getOrderForAdmin } from '../../modules/orders/get-order-for-admin.ts'
import { listOrdersForAdmin } from '../../modules/orders/list-orders-for-admin.ts'
import { refundOrder } from '../../modules/orders/refund-order.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** /admin/order: every order, its payment trail and ledger, and refunds. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.orders, {
      tags: ['admin'],
      summary: 'Orders of every shop by status, number or buyer',
      errors,
    }),
    handler: (request) => listOrdersForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.order, {
      tags: ['admin'],
      summary: 'One order with its payment logs and ledger entries',
      errors,
    }),
    handler: (request) => getOrderForAdmin(app.db, request.params.id),
  })

  app.route({
    ...endpointRoute(app, adminApi.refundOrder, {
      tags: ['admin'],
      summary: 'Refund a paid order: reverse its ledger entries and end the buyer’s access',
      errors,
    }),
    handler: (request) =>
      refundOrder(app.db, {
        staff: app.payments,
        admin: request.admin,
        id: request.params.id,
        reason: request.body.reason,
      }),
  })
}
