import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireShopManager } from '../../modules/auth/guards.ts'
import { getPayoutStatement } from '../../modules/documents/get-payout-statement.ts'
import { getShopInvoice } from '../../modules/documents/get-shop-invoice.ts'
import { getWithholdingSlipPdf } from '../../modules/documents/get-withholding-slip-pdf.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { producesPdf, sendPdf } from '../pdf-attachment.ts'

const errors = [400, 401, 403, 404] as const
const MONEY_REFUSAL = 'Hanya pemilik atau admin toko yang dapat mengunduh dokumen keuangan.'

/**
 * The active shop's documents (issue 32): an order's invoice for every member (the split only
 * for owners and admins), payout statements and bukti potong for owners and admins only.
 */
export const sellerDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoice = endpointRoute(app, sellerApi.orderInvoice, {
    tags: ['penjual'],
    summary: "An order's invoice (PDF): the seller's copy with the split for owners and admins",
    errors,
  })
  app.route({
    ...invoice,
    schema: { ...invoice.schema, ...producesPdf },
    handler: async (request, reply) =>
      sendPdf(reply, await getShopInvoice(app.db, request.shop, request.params.id)),
  })

  const statement = endpointRoute(app, sellerApi.payoutStatement, {
    tags: ['penjual'],
    summary: "A payout's statement (PDF) with its ledger movements",
    errors,
  })
  app.route({
    ...statement,
    schema: { ...statement.schema, ...producesPdf },
    handler: async (request, reply) => {
      requireShopManager(request.shop, MONEY_REFUSAL)
      return sendPdf(
        reply,
        await getPayoutStatement(app.db, {
          payoutId: request.params.id,
          payee: { kind: 'shop', shopId: request.shop.organizationId },
        }),
      )
    },
  })

  const slip = endpointRoute(app, sellerApi.withholdingSlip, {
    tags: ['penjual'],
    summary: "The shop's bukti potong PPh 22 of a month (PDF)",
    errors,
  })
  app.route({
    ...slip,
    schema: { ...slip.schema, ...producesPdf },
    handler: async (request, reply) => {
      requireShopManager(request.shop, MONEY_REFUSAL)
      return sendPdf(
        reply,
        await getWithholdingSlipPdf(app.db, {
          shopId: request.shop.organizationId,
          period: request.params.period,
        }),
      )
    },
  })
}
