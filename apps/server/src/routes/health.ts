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
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      let database: 'up' | 'down' = 'up'
      try {
        await app.database.ping()
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable')
        database = 'down'
      }
      // Shutting down: not ready whatever the database says, so the load balancer stops
      // sending requests here while those in flight finish (decision 0027).
      if (app.drain.draining) {
        return reply
          .code(503)
          .send({ status: 'not_ready', checks: { database, shutdown: 'in_progress' } })
      }
      if (database === 'down') {
        return reply.code(503).send({ status: 'not_ready', checks: { database } })
      }
      return { status: 'ready' as const, checks: { database } }
    },
  )
}
