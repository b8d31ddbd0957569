import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { replyToReview } from '../../modules/reviews/reply-to-review.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** The shop answers its buyers' reviews: any member of the active shop, once per review. */
export const sellerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.replyToReview, {
      tags: ['penjual'],
      summary: 'Reply once to a review of one of the active shop’s prompts',
      errors: [400, 401, 403, 404, 409],
    }),
    handler: (request) =>
      replyToReview(app.db, {
        shop: request.shop,
        reviewId: request.params.id,
        input: request.body,
      }),
  })
}
