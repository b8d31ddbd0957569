import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  PaymentConfig,
  PaymentConfigInput,
  Payout,
  PayoutOverview,
  RequestPayoutInput,
} from '@pasarprompt/contracts/payouts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getPaymentConfig } from '../../modules/payouts/get-payment-config.ts'
import { getPayoutOverview } from '../../modules/payouts/get-payout-overview.ts'
import { requestPayout } from '../../modules/payouts/request-payout.ts'
import { updatePaymentConfig } from '../../modules/payouts/update-payment-config.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody }

/** The shop's bank account and payouts: owners and admins only (DESIGN.md §4). */
export const sellerPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }

  app.get(
    '/payment-config',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's bank account for payouts",
        response: { 200: PaymentConfig, ...errors },
      },
    },
    (request) => getPaymentConfig(app.db, request.shop),
  )

  app.put(
    '/payment-config',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Set the bank account payouts go to (the owner is emailed)',
        body: PaymentConfigInput,
        response: { 200: PaymentConfig, ...errors },
      },
    },
    (request) =>
      updatePaymentConfig(app.db, app.mailer, app.env.publicUrl, request.shop, request.body),
  )

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Balance, minimum payout and the payout requests',
        response: { 200: PayoutOverview, ...errors },
      },
    },
    (request) => getPayoutOverview(app.db, request.shop, defaults),
  )

  app.post(
    '/payouts',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Request a payout of the available balance',
        body: RequestPayoutInput,
        response: { 201: Payout, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestPayout(app.db, app.events, request.shop, request.body.amount, defaults)),
  )
}
