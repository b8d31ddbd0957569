import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { requireActiveShop, type ShopContext } from '../../modules/auth/guards.ts'
import { privateNoStore } from '../private-no-store.ts'
import { sellerAffiliateRoutes } from './affiliates.ts'
import { sellerBalanceRoutes } from './balance.ts'
import { sellerCustomerChannelRoutes } from './customer-channels.ts'
import { sellerDashboardRoutes } from './dashboard.ts'
import { sellerDocumentRoutes } from './documents.ts'
import { sellerMicrositeRoutes } from './microsite.ts'
import { sellerOrderRoutes } from './orders.ts'
import { sellerPayoutRoutes } from './payouts.ts'
import { sellerProductRoutes } from './products.ts'
import { sellerReviewRoutes } from './reviews.ts'
import { sellerShopRoutes } from './shop.ts'
import { sellerStatisticsRoutes } from './statistics.ts'
import { sellerTaxRoutes } from './tax.ts'
import { sellerTransactionRoutes } from './transactions.ts'
import { sellerUploadRoutes } from './uploads.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api/v1/seller route: the caller's active shop and role. */
    shop: ShopContext
  }
}

/**
 * /api/v1/seller: acts on the session's active shop, and no answer of it may be cached. The guard
 * runs before body validation so a stale `organizationId` in the body (the client merges it in,
 * spec §7) is seen and refused.
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
  app.addHook('onSend', privateNoStore)
  await app.register(sellerShopRoutes)
  await app.register(sellerBalanceRoutes)
  await app.register(sellerDashboardRoutes)
  await app.register(sellerMicrositeRoutes)
  await app.register(sellerUploadRoutes)
  await app.register(sellerProductRoutes)
  await app.register(sellerPayoutRoutes)
  await app.register(sellerTransactionRoutes)
  await app.register(sellerTaxRoutes)
  await app.register(sellerStatisticsRoutes)
  await app.register(sellerOrderRoutes)
  await app.register(sellerDocumentRoutes)
  await app.register(sellerReviewRoutes)
  await app.register(sellerCustomerChannelRoutes)
  await app.register(sellerAffiliateRoutes)
}
