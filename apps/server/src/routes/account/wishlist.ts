import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { changeWishlist } from '../../modules/wishlist/change-wishlist.ts'
import { readWishlist } from '../../modules/wishlist/read-wishlist.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** The signed-in user's wishlist (DESIGN.md §5): read, add, remove → `{productIds}`. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountApi.wishlist, {
      tags: ['akun'],
      summary: 'Saved prompts',
      errors: [401],
    }),
    handler: async (request) => readWishlist(app.db, (await requireUser(request)).user.id),
  })
  for (const [endpoint, saved, summary] of [
    [accountApi.saveToWishlist, true, 'Save a prompt'],
    [accountApi.removeFromWishlist, false, 'Remove a saved prompt'],
  ] as const) {
    app.route({
      ...endpointRoute(app, endpoint, { tags: ['akun'], summary, errors: [400, 401, 404] }),
      handler: async (request) =>
        changeWishlist(app.db, {
          events: app.events,
          auth: await requireUser(request),
          input: {
            promptId: request.params.productId,
            saved,
          },
        }),
    })
  }
}
