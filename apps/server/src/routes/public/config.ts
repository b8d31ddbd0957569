import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../endpoint-route.ts'

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.config, {
      tags: ['publik'],
      summary: 'Public configuration of the web app (sign-in options)',
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return {
        googleClientId: app.env.google?.clientId ?? null,
        paymentSimulator: app.env.paymentSimulator,
      }
    },
  })
}
