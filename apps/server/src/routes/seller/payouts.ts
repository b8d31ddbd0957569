import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getPaymentConfig } from '../../modules/payouts/get-payment-config.ts'
import { getPayoutOverview } from '../../modules/payouts/get-payout-overview.ts'
import { requestPayout } from '../../modules/payouts/request-payout.ts'
import { updatePaymentConfig } from '../../modules/payouts/update-payment-config.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 409] as const

/** The shop's bank account and payouts: owners and admins only (DESIGN.md §4). */
export const sellerPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }

  app.route({
    ...endpointRoute(app, sellerApi.paymentConfig, {
      tags: ['penjual'],
      summary: "The active shop's bank account for payouts",
      errors,
    }),
    handler: (request) => getPaymentConfig(app.db, request.shop),
  })

  app.route({
    ...endpointRoute(app, sellerApi.updatePaymentConfig, {
      tags: ['penjual'],
      summary: 'Set the bank account payouts go to (the owner is emailed)',
      errors,
    }),
    handler: (request) =>
      updatePaymentConfig(app.db, {
        mailer: app.mailer,
        publicUrl: app.env.publicUrl,
        shop: request.shop,
        input: request.body,
      }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.payouts, {
      tags: ['penjual'],
      summary: 'Balance, minimum payout and the payout requests',
      errors,
    }),
    handler: (request) => getPayoutOverview(app.db, request.shop, defaults),
  })

  app.route({
    ...endpointRoute(app, sellerApi.requestPayout, {
      tags: ['penjual'],
      summary: 'Request a payout of the available balance',
      errors,
    }),
    handler: async (request, reply) =>
      reply.code(201).send(
        await requestPayout(app.db, {
          events: app.events,
          shop: request.shop,
          amount: request.body.amount,
          defaults,
        }),
      ),
  })
}
