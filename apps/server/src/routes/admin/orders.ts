import {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
} from '@pasarprompt/contracts/admin-orders'
import { ReasonInput } from '@pasarprompt/contracts/admin-products'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getAdminOrder } from '../../modules/orders/get-order-for-admin.ts'
import { listAdminOrders } from '../../modules/orders/list-orders-for-admin.ts'
import { refundOrder } from '../../modules/orders/refund-order.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const params = z.object({ id: z.uuid({ error: 'Pesanan tidak ditemukan.' }) })

/** /admin/order: every order, its payment trail and ledger, and refunds. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders of every shop by status, number or buyer',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderList, ...errors },
      },
    },
    (request) => listAdminOrders(app.db, request.query),
  )

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its payment logs and ledger entries',
        params,
        response: { 200: AdminOrderDetail, ...errors },
      },
    },
    (request) => getAdminOrder(app.db, request.params.id),
  )

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid order: reverse its ledger entries and end the buyer’s access',
        params,
        body: ReasonInput,
        response: { 200: AdminOrderDetail, ...errors },
      },
    },
    (request) =>
      refundOrder(app.db, app.events, request.admin, request.params.id, request.body.reason),
  )
}
