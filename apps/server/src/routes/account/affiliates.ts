import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getAffiliateOverview } from '../../modules/affiliates/get-affiliate-overview.ts'
import { joinAffiliateProgramme } from '../../modules/affiliates/join-affiliate-programme.ts'
import { leaveAffiliateProgramme } from '../../modules/affiliates/leave-affiliate-programme.ts'
import { listAffiliateMemberships } from '../../modules/affiliates/list-affiliate-memberships.ts'
import { requireUser } from '../../modules/auth/guards.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { rememberSignedInVisitor } from '../visitor-cookie.ts'

/** The signed-in user as an affiliate: their programmes and the 'Afiliasi' tab. */
export const accountAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = { earningsHoldDays: app.env.earningsHoldDays }
  // An affiliate at work here is seen with their browser and network (issue 26).
  app.addHook('preHandler', async (request) => rememberSignedInVisitor(request))

  app.route({
    ...endpointRoute(app, accountApi.affiliateMemberships, {
      tags: ['akun'],
      summary: "The user's affiliate programmes and codes",
      errors: [401],
    }),
    handler: async (request) =>
      listAffiliateMemberships(app.db, await requireUser(request), defaults),
  })

  app.route({
    ...endpointRoute(app, accountApi.joinAffiliateProgramme, {
      tags: ['akun'],
      summary: "Join a shop's affiliate programme (verified email; not one's own shop)",
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) =>
      joinAffiliateProgramme(app.db, {
        auth: await requireUser(request),
        shopSlug: request.body.shopSlug,
        defaults,
      }),
  })

  app.route({
    ...endpointRoute(app, accountApi.leaveAffiliateProgramme, {
      tags: ['akun'],
      summary: 'Leave an affiliate programme (the code stops paying)',
      errors: [400, 401, 404],
    }),
    handler: async (request) =>
      leaveAffiliateProgramme(app.db, {
        auth: await requireUser(request),
        affiliateId: request.params.affiliateId,
        defaults,
      }),
  })

  app.route({
    ...endpointRoute(app, accountApi.affiliateOverview, {
      tags: ['akun'],
      summary: "The 'Afiliasi' tab: balances, programmes, orders, payouts, bank account",
      errors: [401],
    }),
    handler: async (request) =>
      getAffiliateOverview(app.db, { auth: await requireUser(request), defaults }),
  })
}
