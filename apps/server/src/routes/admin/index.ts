import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { countOpenAffiliateFlags } from '../../modules/affiliates/list-affiliate-flags-for-admin.ts'
import { type AdminContext, requireAdmin } from '../../modules/auth/guards.ts'
import { countReviewQueue } from '../../modules/catalog/list-prompts-for-admin.ts'
import { countEscalatedComplaints } from '../../modules/complaints/list-complaints-for-admin.ts'
import { countOpenPayouts } from '../../modules/payouts/list-payouts-for-admin.ts'
import { countWaitingForInvitation } from '../../modules/waitlist/list-waitlist-for-admin.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { privateNoStore } from '../private-no-store.ts'
import { adminAffiliateFlagRoutes } from './affiliate-flags.ts'
import { adminAuditRoutes } from './audit.ts'
import { adminComplaintRoutes } from './complaints.ts'
import { adminDocumentRoutes } from './documents.ts'
import { adminLeakRoutes } from './leaks.ts'
import { adminOrderRoutes } from './orders.ts'
import { adminPayoutRoutes } from './payouts.ts'
import { adminPlatformRoutes } from './platform.ts'
import { adminProductRoutes } from './products.ts'
import { adminShopRoutes } from './shops.ts'
import { adminTaxRoutes } from './tax.ts'
import { adminTryRoutes } from './tries.ts'
import { adminWaitlistRoutes } from './waitlist.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api/v1/admin route: the platform staff member and their admin organisation. */
    admin: AdminContext
  }
}

/**
 * /api/v1/admin: only members whose active organisation is an admin organisation; no answer of
 * it may be cached (it holds prompts' secrets, shops' money and buyers' details).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('admin', null as unknown as AdminContext)
  app.addHook('preValidation', async (request) => {
    request.admin = await requireAdmin(request)
  })
  app.addHook('onSend', privateNoStore)

  app.route({
    ...endpointRoute(app, adminApi.access, {
      tags: ['admin'],
      summary: 'Confirms admin access, names the admin organisation and counts waiting work',
      errors: [401, 403],
    }),
    handler: async (request) => ({
      organizationId: request.admin.organizationId,
      organizationName: request.admin.organizationName,
      waiting: {
        reviewQueue: await countReviewQueue(app.db),
        openPayouts: await countOpenPayouts(app.db),
        waitlist: await countWaitingForInvitation(app.db),
        affiliateFlags: await countOpenAffiliateFlags(app.db),
        complaints: await countEscalatedComplaints(app.db),
      },
    }),
  })

  await app.register(adminProductRoutes)
  await app.register(adminAuditRoutes)
  await app.register(adminPayoutRoutes)
  await app.register(adminOrderRoutes)
  await app.register(adminDocumentRoutes)
  await app.register(adminShopRoutes)
  await app.register(adminTaxRoutes)
  await app.register(adminPlatformRoutes)
  await app.register(adminWaitlistRoutes)
  await app.register(adminAffiliateFlagRoutes)
  await app.register(adminComplaintRoutes)
  await app.register(adminTryRoutes)
  await app.register(adminLeakRoutes)
}
