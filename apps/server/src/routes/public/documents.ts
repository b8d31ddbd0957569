import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getBuyerInvoice } from '../../modules/documents/get-buyer-invoice.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { producesPdf, sendPdf } from '../pdf-attachment.ts'

const tokenHeader = z.object({ [ORDER_TOKEN_HEADER]: z.string().max(100).optional() })

/**
 * The buyer's invoice (issue 32). Read as the order is: the buyer's session, or the receipt's
 * signed token — in the `x-order-token` header from the web app, or in `?token=` from the
 * receipt email, since a link in a mail cannot carry a header.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoute(app, publicApi.orderInvoice, {
    tags: ['pesanan'],
    summary: "A paid order's invoice (PDF), for its buyer's session or its signed token",
    errors: [400, 404],
  })
  app.route({
    ...route,
    schema: { ...route.schema, headers: tokenHeader, ...producesPdf },
    handler: async (request, reply) => {
      const auth = await request.authSession()
      const token = request.headers[ORDER_TOKEN_HEADER] ?? request.query.token
      return sendPdf(
        reply,
        await getBuyerInvoice(app.db, {
          secret: app.payments.secret,
          orderId: request.params.orderId,
          viewer: { userId: auth?.user.id ?? null, token },
        }),
      )
    },
  })
}
