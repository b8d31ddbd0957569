import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAuditLog } from '../../modules/audit/list-audit-log.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** /admin/audit: what staff did, filtered (issue 32). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.auditLog, {
      tags: ['admin'],
      summary: 'The audit log: who did what to which row, when, before and after',
      errors: [400, 401, 403],
    }),
    handler: (request) => listAuditLog(app.db, request.query),
  })
}
