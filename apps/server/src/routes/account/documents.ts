import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { getPayoutStatement } from '../../modules/documents/get-payout-statement.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { producesPdf, sendPdf } from '../pdf-attachment.ts'

/** The affiliate's own payout statements (issue 32): the same document as a shop's. */
export const accountDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const statement = endpointRoute(app, accountApi.affiliatePayoutStatement, {
    tags: ['akun'],
    summary: "One of the affiliate's own payouts as a statement (PDF)",
    errors: [400, 401, 404],
  })
  app.route({
    ...statement,
    schema: { ...statement.schema, ...producesPdf },
    handler: async (request, reply) => {
      const auth = await requireUser(request)
      return sendPdf(
        reply,
        await getPayoutStatement(app.db, {
          payoutId: request.params.id,
          payee: { kind: 'affiliate', userId: auth.user.id },
        }),
      )
    },
  })
}
