import { ErrorBody } from '@pasarprompt/contracts/errors'
import { ActiveShop, UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getActiveShop } from '../../modules/shops/get-active-shop.ts'
import { updateShopProfile } from '../../modules/shops/update-shop-profile.ts'

const errors = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody }

export const sellerShopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop',
    {
      schema: {
        tags: ['penjual'],
        summary: 'The active shop',
        response: { 200: ActiveShop, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getActiveShop(app.db, request.shop)
    },
  )

  app.put(
    '/shop',
    {
      schema: {
        tags: ['penjual'],
        summary: "Change the active shop's name or description (owner, admin)",
        body: UpdateShopProfileInput,
        response: { 200: ActiveShop, ...errors },
      },
    },
    async (request) => updateShopProfile(app.db, app.events, request.shop, request.body),
  )
}
