import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error.ts'
import { accountRoutes } from './account/index.ts'
import { adminRoutes } from './admin/index.ts'
import { eventRoutes } from './events.ts'
import { healthRoutes } from './health.ts'
import { midtransNotificationRoutes } from './payments/midtrans-notification.ts'
import { affiliateClickRoutes } from './public/affiliate-clicks.ts'
import { catalogRoutes } from './public/catalog.ts'
import { configRoutes } from './public/config.ts'
import { documentRoutes } from './public/documents.ts'
import { orderRoutes } from './public/orders.ts'
import { pageRoutes } from './public/pages.ts'
import { reviewRoutes } from './public/reviews.ts'
import { sessionRoutes } from './public/session.ts'
import { publicShopRoutes } from './public/shops.ts'
import { tryRoutes } from './public/tries.ts'
import { waitlistRoutes } from './public/waitlist.ts'
import { sellerRoutes } from './seller/index.ts'
import { simulatorRoutes } from './simulator/midtrans.ts'

/** Everything under /api. Each area registers its own folder of routes here. */
export const apiRoutes: FastifyPluginAsyncZod<{
  liveEventsHeartbeatMs?: number
  simulatorRetryDelaysMs?: readonly number[] | undefined
}> = async (app, options) => {
  // An unknown API path is a JSON error, never the web app's index.html.
  app.setNotFoundHandler(() => {
    throw new AppError('ROUTE_NOT_FOUND')
  })

  await app.register(healthRoutes)
  await app.register(configRoutes, { prefix: '/v1' })
  await app.register(catalogRoutes, { prefix: '/v1' })
  await app.register(reviewRoutes, { prefix: '/v1' })
  await app.register(pageRoutes, { prefix: '/v1' })
  await app.register(sessionRoutes, { prefix: '/v1' })
  await app.register(publicShopRoutes, { prefix: '/v1' })
  await app.register(waitlistRoutes, { prefix: '/v1' })
  await app.register(eventRoutes, { prefix: '/v1', heartbeatMs: options.liveEventsHeartbeatMs })
  await app.register(accountRoutes, { prefix: '/v1' })
  await app.register(orderRoutes, { prefix: '/v1' })
  await app.register(documentRoutes, { prefix: '/v1' })
  await app.register(tryRoutes, { prefix: '/v1' })
  await app.register(affiliateClickRoutes, { prefix: '/v1' })
  await app.register(midtransNotificationRoutes, { prefix: '/v1' })
  // Never in production: the environment refuses PAYMENT_SIMULATOR there.
  if (app.env.paymentSimulator)
    await app.register(simulatorRoutes, {
      prefix: '/simulator/midtrans',
      retryDelaysMs: options.simulatorRetryDelaysMs,
    })
  await app.register(sellerRoutes, { prefix: '/v1/seller' })
  await app.register(adminRoutes, { prefix: '/v1/admin' })
}
