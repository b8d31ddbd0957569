import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getPublicShop } from '../../modules/shops/get-public-shop.ts'
import { listPublicShops } from '../../modules/shops/list-public-shops.ts'
import { publicRead } from '../../plugins/response-cache/response-cache.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** Public reads: short-lived shared caching, revalidated with the ETag. */
const PUBLIC_CACHE = 'public, max-age=60'

export const publicShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.shops, {
      tags: ['publik'],
      summary: 'Active shops by name, with search and keyset pagination',
      errors: [400],
    }),
    // Shops by name, with their sales summed from their prompts.
    config: publicRead({
      cacheControl: PUBLIC_CACHE,
      tables: ['shops', 'organizations', 'prompts'],
    }),
    handler: async (request) => listPublicShops(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, publicApi.shop, {
      tags: ['publik'],
      summary: "An active shop's public page: profile, microsite and featured prompts",
      errors: [404],
    }),
    // The affiliate rate on the page falls back to the platform's settings.
    config: publicRead({
      cacheControl: PUBLIC_CACHE,
      tables: ['shops', 'organizations', 'prompts', 'categories', 'platform_settings'],
    }),
    handler: async (request) =>
      getPublicShop(app.db, request.params.slug, {
        earningsHoldDays: app.env.earningsHoldDays,
      }),
  })
}
