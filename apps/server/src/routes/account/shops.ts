import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { checkShopSlug } from '../../modules/shops/check-shop-slug.ts'
import { createShop } from '../../modules/shops/create-shop.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const accountShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountApi.shopSlug, {
      tags: ['akun'],
      summary: 'Whether a slug is free for a new shop',
      errors: [401],
    }),
    handler: async (request) => {
      await requireUser(request)
      return checkShopSlug(app.db, request.params.slug)
    },
  })

  app.route({
    ...endpointRoute(app, accountApi.createShop, {
      tags: ['akun'],
      summary: 'Open a shop; it becomes the active organisation',
      errors: [400, 401, 403, 409, 429],
    }),
    handler: async (request, reply) => {
      const auth = await requireUser(request)
      return reply.code(201).send(await createShop(app.db, auth, request.body))
    },
  })
}
