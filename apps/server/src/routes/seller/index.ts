import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { requireActiveShop, type ShopContext } from '../../modules/auth/guards.ts'
import { sellerShopRoutes } from './shop.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api/v1/seller route: the caller's active shop and role. */
    shop: ShopContext
  }
}

/**
 * /api/v1/seller: acts on the session's active shop. The guard runs before body validation so a
 * stale `organizationId` in the body (the client merges it in, spec §7) is seen and refused.
 */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('shop', null as unknown as ShopContext)
  app.addHook('preValidation', async (request) => {
    request.shop = await requireActiveShop(request)
    const claimed = (request.body as { organizationId?: unknown } | undefined)?.organizationId
    if (claimed !== undefined && claimed !== null && claimed !== request.shop.organizationId) {
      throw new AppError('ORGANIZATION_CHANGED')
    }
  })
  await app.register(sellerShopRoutes)
}
