import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { handleAffiliateFlag } from '../../modules/affiliates/handle-affiliate-flag.ts'
import { listAffiliateFlagsForAdmin } from '../../modules/affiliates/list-affiliate-flags-for-admin.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** Affiliate flags (issue 26): refused self-referrals and referral patterns for staff to check. */
export const adminAffiliateFlagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.affiliateFlags, {
      tags: ['admin'],
      summary: 'Affiliate flags, open or handled, newest first',
      errors: [400, 401, 403],
    }),
    handler: (request) => listAffiliateFlagsForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.handleAffiliateFlag, {
      tags: ['admin'],
      summary: 'Mark an affiliate flag handled (audited)',
      errors: [400, 401, 403, 404],
    }),
    handler: (request) => handleAffiliateFlag(app.db, request.admin, request.params.id),
  })
}
