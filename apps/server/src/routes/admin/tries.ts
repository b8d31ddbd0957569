import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getTryCostReport } from '../../modules/tries/get-try-cost-report.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** /admin/coba-dulu: what buyers' tries cost the platform per day (issue 31). */
export const adminTryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.tryCosts, {
      tags: ['admin'],
      summary: "Coba dulu: the model, today's token budget and the cost per WIB day",
      errors: [401, 403],
    }),
    handler: () => getTryCostReport(app.promptTries),
  })
}
