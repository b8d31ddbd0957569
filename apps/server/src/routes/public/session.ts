import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSessionSummary } from '../../modules/auth/get-session-summary.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.session, {
      tags: ['akun'],
      summary: 'Who is signed in, their organisations and the active one',
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getSessionSummary(app.db, await request.authSession(), app.env.adminOrganizationIds)
    },
  })
}
