import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { recordAffiliateClick } from '../../modules/affiliates/record-affiliate-click.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { privateNoStore } from '../private-no-store.ts'
import { ensureVisitorId } from '../visitor-cookie.ts'

/** A visit through `?aff=CODE`, recorded on the server under the `pp_visitor` cookie. */
export const affiliateClickRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', privateNoStore)

  app.route({
    ...endpointRoute(app, publicApi.recordAffiliateClick, {
      tags: ['publik'],
      summary: 'Record a visit through an affiliate link (sets the pp_visitor cookie)',
      errors: [400, 429],
    }),
    handler: async (request, reply) => {
      const visitorId = ensureVisitorId(request, reply)
      return recordAffiliateClick(app.payments, request.body, {
        visitorId,
        ip: request.ip,
        auth: await request.authSession(),
      })
    },
  })
}
