import { ErrorBody } from '@pasarprompt/contracts/errors'
import { PublicShopPage, ShopList, ShopListQuery } from '@pasarprompt/contracts/shops'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getPublicShop } from '../../modules/shops/get-public-shop.ts'
import { listPublicShops } from '../../modules/shops/list-public-shops.ts'

/** Public reads: short-lived shared caching, revalidated with the ETag. */
const PUBLIC_CACHE = 'public, max-age=60'

export const publicShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops',
    {
      schema: {
        tags: ['publik'],
        summary: 'Active shops by name, with search and keyset pagination',
        querystring: ShopListQuery,
        response: { 200: ShopList, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return listPublicShops(app.db, request.query)
    },
  )

  app.get(
    '/shops/:slug',
    {
      schema: {
        tags: ['publik'],
        summary: "An active shop's public page: profile, microsite and featured prompts",
        params: z.object({ slug: z.string().min(1).max(60) }),
        response: { 200: PublicShopPage, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return getPublicShop(app.db, request.params.slug)
    },
  )
}
