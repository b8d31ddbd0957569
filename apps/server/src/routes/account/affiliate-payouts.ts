import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { requestAffiliatePayout } from '../../modules/payouts/request-affiliate-payout.ts'
import { updateAffiliateBankAccount } from '../../modules/payouts/update-affiliate-bank-account.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { rememberSignedInVisitor } from '../visitor-cookie.ts'

const errors = [400, 401, 403, 409] as const

/** The affiliate's money out: their own bank account and payout requests (issue 14). */
export const accountAffiliatePayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }
  // An affiliate at work here is seen with their browser and network (issue 26).
  app.addHook('preHandler', async (request) => rememberSignedInVisitor(request))

  app.route({
    ...endpointRoute(app, accountApi.updateAffiliateBankAccount, {
      tags: ['akun'],
      summary: "Set the affiliate's own payout account (they are emailed)",
      errors,
    }),
    handler: async (request) =>
      updateAffiliateBankAccount(app.db, {
        mailer: app.mailer,
        publicUrl: app.env.publicUrl,
        auth: await requireUser(request),
        input: request.body,
      }),
  })

  app.route({
    ...endpointRoute(app, accountApi.requestAffiliatePayout, {
      tags: ['akun'],
      summary: "Request a payout of the affiliate's available balance",
      errors,
    }),
    handler: async (request, reply) => {
      const auth = await requireUser(request)
      return reply.code(201).send(
        await requestAffiliatePayout(app.db, {
          events: app.events,
          auth,
          amount: request.body.amount,
          defaults,
        }),
      )
    },
  })
}
