import { SessionSummary } from '@pasarprompt/contracts/session'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getSessionSummary } from '../../modules/auth/get-session-summary.ts'

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['akun'],
        summary: 'Who is signed in, their organisations and the active one',
        response: { 200: SessionSummary },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getSessionSummary(app.db, await request.authSession(), app.env.adminOrganizationIds)
    },
  )
}
