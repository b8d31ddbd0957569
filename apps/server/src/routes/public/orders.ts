import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ComplaintBuyer } from '../../modules/complaints/complaint-party.ts'
import { escalateComplaint } from '../../modules/complaints/escalate-complaint.ts'
import { getComplaintForBuyer } from '../../modules/complaints/get-complaint-for-buyer.ts'
import { openComplaint } from '../../modules/complaints/open-complaint.ts'
import { postComplaintMessage } from '../../modules/complaints/post-complaint-message.ts'
import { withdrawComplaint } from '../../modules/complaints/withdraw-complaint.ts'
import { getOrder } from '../../modules/orders/get-order.ts'
import { checkout } from '../../modules/payments/checkout.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { privateNoStore } from '../private-no-store.ts'
import { readVisitorId } from '../visitor-cookie.ts'

const tokenHeader = z.object({ [ORDER_TOKEN_HEADER]: z.string().max(100).optional() })

/** The buyer as this request proves them: their session and/or the receipt link's token. */
async function complaintBuyer(request: FastifyRequest): Promise<ComplaintBuyer> {
  const auth = await request.authSession()
  const token = request.headers[ORDER_TOKEN_HEADER]
  return { userId: auth?.user.id ?? null, token: typeof token === 'string' ? token : undefined }
}

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

  const complaintErrors = [400, 404, 409, 429] as const
  const withToken = <R extends { schema: object }>(route: R) => ({
    ...route,
    schema: { ...route.schema, headers: tokenHeader },
  })

  app.route({
    ...withToken(
      endpointRoute(app, publicApi.complaint, {
        tags: ['pesanan'],
        summary: "An order's complaint, for its buyer's session or its signed token",
        errors: [400, 404],
      }),
    ),
    handler: async (request) =>
      getComplaintForBuyer(app.db, {
        secret: app.payments.secret,
        buyer: await complaintBuyer(request),
        orderId: request.params.orderId,
      }),
  })

  app.route({
    ...withToken(
      endpointRoute(app, publicApi.openComplaint, {
        tags: ['pesanan'],
        summary: 'Open the one complaint of a paid order while its earnings are held',
        errors: complaintErrors,
      }),
    ),
    handler: async (request, reply) =>
      reply.code(201).send(
        await openComplaint(app.payments, {
          buyer: await complaintBuyer(request),
          orderId: request.params.orderId,
          input: request.body,
        }),
      ),
  })

  app.route({
    ...withToken(
      endpointRoute(app, publicApi.postComplaintMessage, {
        tags: ['pesanan'],
        summary: "The buyer's message in their complaint",
        errors: complaintErrors,
      }),
    ),
    handler: async (request) =>
      postComplaintMessage(app.payments, {
        party: { side: 'buyer', buyer: await complaintBuyer(request) },
        orderId: request.params.orderId,
        input: request.body,
      }),
  })

  app.route({
    ...withToken(
      endpointRoute(app, publicApi.escalateComplaint, {
        tags: ['pesanan'],
        summary: 'The buyer passes their complaint to an admin (48 h after opening it)',
        errors: complaintErrors,
      }),
    ),
    handler: async (request) =>
      escalateComplaint(app.payments, {
        party: { side: 'buyer', buyer: await complaintBuyer(request) },
        orderId: request.params.orderId,
      }),
  })

  app.route({
    ...withToken(
      endpointRoute(app, publicApi.withdrawComplaint, {
        tags: ['pesanan'],
        summary: 'The buyer withdraws their complaint',
        errors: complaintErrors,
      }),
    ),
    handler: async (request) =>
      withdrawComplaint(app.payments, {
        buyer: await complaintBuyer(request),
        orderId: request.params.orderId,
      }),
  })
}
