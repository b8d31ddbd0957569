import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { createReview } from '../../modules/reviews/create-review.ts'
import { listOwnReviews } from '../../modules/reviews/list-own-reviews.ts'
import { updateReview } from '../../modules/reviews/update-review.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** The buyer's reviews: only of their own paid orders, one per order, edited by them alone. */
export const accountReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountApi.productReviews, {
      tags: ['akun'],
      summary: "The caller's paid orders of a prompt, each with the review written for it",
      errors: [400, 401],
    }),
    handler: async (request) =>
      listOwnReviews(app.db, (await requireUser(request)).user.id, request.params.productId),
  })

  app.route({
    ...endpointRoute(app, accountApi.createReview, {
      tags: ['akun'],
      summary: 'Review the prompt of one of the caller’s paid orders (once per order)',
      errors: [400, 401, 403, 404, 409, 429],
    }),
    handler: async (request, reply) => {
      const auth = await requireUser(request)
      return reply.code(201).send(
        await createReview(app.db, {
          auth,
          orderId: request.params.orderId,
          input: request.body,
        }),
      )
    },
  })

  app.route({
    ...endpointRoute(app, accountApi.updateReview, {
      tags: ['akun'],
      summary: 'Rewrite the caller’s review of their order',
      errors: [400, 401, 404, 409, 429],
    }),
    handler: async (request) => {
      const auth = await requireUser(request)
      return updateReview(app.db, { auth, orderId: request.params.orderId, input: request.body })
    },
  })
}
