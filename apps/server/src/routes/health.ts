import { LivenessResponse, ReadinessResponse } from '@pasarprompt/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Liveness: the process answers',
        response: { 200: LivenessResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }
    },
  )

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Readiness: the database answers',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await app.database.ping()
        return { status: 'ready' as const, checks: { database: 'up' as const } }
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable')
        return reply.code(503).send({ status: 'not_ready', checks: { database: 'down' } })
      }
    },
  )
}
