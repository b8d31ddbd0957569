import {
  AdminPayout,
  AdminPayoutList,
  AdminPayoutListQuery,
  ApprovePayoutInput,
} from '@pasarprompt/contracts/admin-payouts'
import { ReasonInput } from '@pasarprompt/contracts/admin-products'
import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { approvePayout } from '../../modules/payouts/approve-payout.ts'
import { listAdminPayouts } from '../../modules/payouts/list-payouts-for-admin.ts'
import { rejectPayout } from '../../modules/payouts/reject-payout.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }
const params = z.object({ id: z.uuid({ error: 'Penarikan tidak ditemukan.' }) })

/** The payout queue: staff approve with the bank's transfer reference, or reject with a reason. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })
  const deps = { db: app.db, events: app.events, mailer: app.mailer, publicUrl: app.env.publicUrl }

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Payout requests of every shop by status',
        querystring: AdminPayoutListQuery,
        response: { 200: AdminPayoutList, ...errors },
      },
    },
    (request) => listAdminPayouts(app.db, request.query),
  )

  app.post(
    '/payouts/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record the transfer: reserved money leaves the shop',
        params,
        body: ApprovePayoutInput,
        response: { 200: AdminPayout, ...errors },
      },
    },
    (request) => approvePayout(deps, request.admin, request.params.id, request.body),
  )

  app.post(
    '/payouts/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse the request: the reserved money is available again',
        params,
        body: ReasonInput,
        response: { 200: AdminPayout, ...errors },
      },
    },
    (request) => rejectPayout(deps, request.admin, request.params.id, request.body.reason),
  )
}
