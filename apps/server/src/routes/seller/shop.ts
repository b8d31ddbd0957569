import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { closeShop } from '../../modules/shops/close-shop.ts'
import { getActiveShop } from '../../modules/shops/get-active-shop.ts'
import { updateShopProfile } from '../../modules/shops/update-shop-profile.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 409] as const

export const sellerShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.shop, {
      tags: ['penjual'],
      summary: 'The active shop',
      errors,
    }),
    handler: (request) => getActiveShop(app.db, request.shop),
  })

  app.route({
    ...endpointRoute(app, sellerApi.updateShop, {
      tags: ['penjual'],
      summary: "Change the active shop's name, slug, description, logo or banner (owner, admin)",
      errors,
    }),
    handler: (request) =>
      updateShopProfile(app.db, { events: app.events, context: request.shop, input: request.body }),
  })

  app.route({
    ...endpointRoute(app, sellerApi.closeShop, {
      tags: ['penjual'],
      summary: 'Close the active shop for good (owner; refused while it holds money)',
      errors,
    }),
    handler: async (request, reply) => {
      await closeShop(app.db, app.events, request.shop)
      return reply.code(204).send(null)
    },
  })
}
