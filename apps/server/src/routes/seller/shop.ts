import { ErrorBody } from '@pasarprompt/contracts/errors'
import { ActiveShop, UpdateShopProfileInput } from '@pasarprompt/contracts/shops'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { closeShop } from '../../modules/shops/close-shop.ts'
import { getActiveShop } from '../../modules/shops/get-active-shop.ts'
import { updateShopProfile } from '../../modules/shops/update-shop-profile.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody }

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
        summary: "Change the active shop's name, slug, description, logo or banner (owner, admin)",
        body: UpdateShopProfileInput,
        response: { 200: ActiveShop, ...errors },
      },
    },
    async (request) => updateShopProfile(app.db, app.events, request.shop, request.body),
  )

  app.delete(
    '/shop',
    {
      schema: {
        tags: ['penjual'],
        summary: 'Close the active shop for good (owner; refused while it holds money)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await closeShop(app.db, app.events, request.shop)
      return reply.code(204).send(null)
    },
  )
}
