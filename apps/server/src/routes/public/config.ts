import { PublicConfig } from '@pasarprompt/contracts/config'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['publik'],
        summary: 'Public configuration of the web app (sign-in options)',
        response: { 200: PublicConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return {
        googleClientId: app.env.google?.clientId ?? null,
        paymentSimulator: app.env.paymentSimulator,
      }
    },
  )
}
