import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAdminInvoice } from '../../modules/documents/get-admin-invoice.ts'
import { getPayoutStatement } from '../../modules/documents/get-payout-statement.ts'
import { getWithholdingSlipPdf } from '../../modules/documents/get-withholding-slip-pdf.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { producesPdf, sendPdf } from '../pdf-attachment.ts'

const errors = [400, 401, 403, 404] as const

/** Staff read every document (issue 32): an order's seller copy, a payout's statement, a slip. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoice = endpointRoute(app, adminApi.orderInvoice, {
    tags: ['admin'],
    summary: "An order's invoice, the seller's copy (PDF)",
    errors,
  })
  app.route({
    ...invoice,
    schema: { ...invoice.schema, ...producesPdf },
    handler: async (request, reply) =>
      sendPdf(reply, await getAdminInvoice(app.db, request.params.id)),
  })

  const statement = endpointRoute(app, adminApi.payoutStatement, {
    tags: ['admin'],
    summary: "A payout's statement (PDF), a shop's or an affiliate's",
    errors,
  })
  app.route({
    ...statement,
    schema: { ...statement.schema, ...producesPdf },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await getPayoutStatement(app.db, { payoutId: request.params.id, payee: null }),
      ),
  })

  const slip = endpointRoute(app, adminApi.withholdingSlip, {
    tags: ['admin'],
    summary: "A shop's bukti potong PPh 22 of a month (PDF)",
    errors,
  })
  app.route({
    ...slip,
    schema: { ...slip.schema, ...producesPdf },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await getWithholdingSlipPdf(app.db, {
          shopId: request.params.id,
          period: request.params.period,
        }),
      ),
  })
}
