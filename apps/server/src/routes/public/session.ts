import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSessionSummary } from '../../modules/auth/get-session-summary.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { rememberSignedInVisitor } from '../visitor-cookie.ts'

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicApi.session, {
      tags: ['akun'],
      summary: 'Who is signed in, their organisations and the active one',
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      // The web app reads the session on every start and focus: the signed-in person's browser
      // and network are noted here (issue 26), at most every 10 minutes each.
      await rememberSignedInVisitor(request, reply)
      return getSessionSummary(app.db, await request.authSession(), app.env.adminOrganizationIds)
    },
  })
}
