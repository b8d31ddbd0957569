import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { traceLeak } from '../../modules/leaks/trace-leak.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** /admin/lacak-kebocoran: which orders a text found elsewhere came from (issue 32). */
export const adminLeakRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.traceLeak, {
      tags: ['admin'],
      summary: 'Lacak kebocoran: the orders whose invisible marks a pasted prompt text carries',
      errors: [400, 401, 403, 413],
    }),
    handler: (request) => traceLeak(app.db, { admin: request.admin, text: request.body.text }),
  })
}
