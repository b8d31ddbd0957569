import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { approvePayout } from '../../modules/payouts/approve-payout.ts'
import { listPayoutsForAdmin } from '../../modules/payouts/list-payouts-for-admin.ts'
import { rejectPayout } from '../../modules/payouts/reject-payout.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** The payout queue: staff approve with the bank's transfer reference, or reject with a reason. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, events: app.events }

  app.route({
    ...endpointRoute(app, adminApi.payouts, {
      tags: ['admin'],
      summary: 'Payout requests of every shop by status',
      errors,
    }),
    handler: (request) => listPayoutsForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.approvePayout, {
      tags: ['admin'],
      summary: 'Record the transfer: reserved money leaves the shop',
      errors,
    }),
    handler: (request) =>
      approvePayout(deps, { admin: request.admin, id: request.params.id, input: request.body }),
  })

  app.route({
    ...endpointRoute(app, adminApi.rejectPayout, {
      tags: ['admin'],
      summary: 'Refuse the request: the reserved money is available again',
      errors,
    }),
    handler: (request) =>
      rejectPayout(deps, {
        admin: request.admin,
        id: request.params.id,
        reason: request.body.reason,
      }),
  })
}
