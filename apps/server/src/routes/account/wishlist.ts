import { Wishlist } from '@pasarprompt/contracts/catalog'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { changeWishlist } from '../../modules/wishlist/change-wishlist.ts'
import { readWishlist } from '../../modules/wishlist/read-wishlist.ts'

const params = z.object({ productId: z.uuid({ error: 'ID prompt tidak valid.' }) })
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody }

/** The signed-in user's wishlist (DESIGN.md §5): read, add, remove → `{productIds}`. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['akun'],
        summary: 'Saved prompts',
        response: { 200: Wishlist, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return readWishlist(app.db, (await requireUser(request)).user.id)
    },
  )
  app.put(
    '/wishlist/:productId',
    {
      schema: {
        tags: ['akun'],
        summary: 'Save a prompt',
        params,
        response: { 200: Wishlist, ...errors },
      },
    },
    async (request) =>
      changeWishlist(app.db, app.events, await requireUser(request), {
        promptId: request.params.productId,
        saved: true,
      }),
  )
  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags: ['akun'],
        summary: 'Remove a saved prompt',
        params,
        response: { 200: Wishlist, ...errors },
      },
    },
    async (request) =>
      changeWishlist(app.db, app.events, await requireUser(request), {
        promptId: request.params.productId,
        saved: false,
      }),
  )
}
