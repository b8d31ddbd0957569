import { ErrorBody } from '@pasarprompt/contracts/errors'
import { AdminAccess } from '@pasarprompt/contracts/session'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type AdminContext, requireAdmin } from '../../modules/auth/guards.ts'
import { countReviewQueue } from '../../modules/catalog/list-prompts-for-admin.ts'
import { countOpenPayouts } from '../../modules/payouts/list-payouts-for-admin.ts'
import { adminOrderRoutes } from './orders.ts'
import { adminPayoutRoutes } from './payouts.ts'
import { adminPlatformRoutes } from './platform.ts'
import { adminProductRoutes } from './products.ts'
import { adminShopRoutes } from './shops.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api/v1/admin route: the platform staff member and their admin organisation. */
    admin: AdminContext
  }
}

/** /api/v1/admin: only members whose active organisation is an admin organisation. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('admin', null as unknown as AdminContext)
  app.addHook('preValidation', async (request) => {
    request.admin = await requireAdmin(request)
  })

  app.get(
    '/access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirms admin access, names the admin organisation and counts waiting work',
        response: { 200: AdminAccess, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return {
        organizationId: request.admin.organizationId,
        organizationName: request.admin.organizationName,
        waiting: {
          reviewQueue: await countReviewQueue(app.db),
          openPayouts: await countOpenPayouts(app.db),
        },
      }
    },
  )

  await app.register(adminProductRoutes)
  await app.register(adminPayoutRoutes)
  await app.register(adminOrderRoutes)
  await app.register(adminShopRoutes)
  await app.register(adminPlatformRoutes)
}
