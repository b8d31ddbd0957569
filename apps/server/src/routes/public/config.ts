import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSignUpMode } from '../../modules/settings/get-sign-up-mode.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.config, {
      tags: ['publik'],
      summary: 'Public configuration of the web app (sign-in options, sign-up mode)',
    }),
    handler: async (_request, reply) => {
      // Revalidated on every use (the ETag makes that a 304): a change of the sign-up mode must
      // reach the next visitor of /sign-up, not one five minutes later.
      reply.header('cache-control', 'public, no-cache')
      return {
        googleClientId: app.env.google?.clientId ?? null,
        paymentSimulator: app.env.paymentSimulator,
        signUpMode: await getSignUpMode(app.db),
      }
    },
  })
}
