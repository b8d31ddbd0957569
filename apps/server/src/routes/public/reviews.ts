import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listReviews } from '../../modules/reviews/list-reviews.ts'
import { publicRead } from '../../plugins/response-cache/response-cache.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** A prompt's reviews for everyone: names as "Budi P.", never an email. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.productReviews, {
      tags: ['publik'],
      summary: "A published prompt's reviews, newest first, with its average and count",
      errors: [400, 404],
    }),
    // Public, but revalidated every time: a buyer expects their review right after writing it.
    // A review shows while its order is paid, with its author's and replier's names.
    config: publicRead({
      cacheControl: 'public, no-cache',
      tables: ['reviews', 'orders', 'users', 'prompts', 'shops'],
    }),
    handler: async (request) => listReviews(app.db, request.params.slug, request.query),
  })
}
