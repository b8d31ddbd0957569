import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { WAITLIST_JOINS_PER_IP } from '../../modules/limits/limits.ts'
import { joinWaitlist } from '../../modules/waitlist/join-waitlist.ts'
import { rateLimit } from '../../plugins/rate-limit.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** Joining the waitlist (sign-up in waitlist mode): public, so limited per client address. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.joinWaitlist, {
      tags: ['publik'],
      summary: 'Join the waitlist (the same answer for every address)',
      errors: [400, 429],
    }),
    onRequest: rateLimit(WAITLIST_JOINS_PER_IP),
    handler: (request) => joinWaitlist(app.db, request.body),
  })
}
