import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getComplaintForAdmin } from '../../modules/complaints/get-complaint-for-admin.ts'
import { listComplaintsForAdmin } from '../../modules/complaints/list-complaints-for-admin.ts'
import { orderIdOfComplaint } from '../../modules/complaints/lock-complaint-order.ts'
import { postComplaintMessage } from '../../modules/complaints/post-complaint-message.ts'
import { releaseComplaint } from '../../modules/complaints/release-complaint.ts'
import { refundComplaint } from '../../workflows/refund-complaint.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** /admin/complaints: the complaint queue, each complaint's conversation, and decisions. */
export const adminComplaintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, adminApi.complaints, {
      tags: ['admin'],
      summary: 'Complaints: the active ones (open and escalated) or one status',
      errors,
    }),
    handler: (request) => listComplaintsForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.complaint, {
      tags: ['admin'],
      summary: "One complaint with its conversation and the buyer's record",
      errors,
    }),
    handler: (request) => getComplaintForAdmin(app.db, request.params.id),
  })

  app.route({
    ...endpointRoute(app, adminApi.decideComplaint, {
      tags: ['admin'],
      summary: 'Decide a complaint: refund the order, or release the earnings to the shop',
      errors,
    }),
    handler: async (request) => {
      const orderId = await orderIdOfComplaint(app.db, request.params.id)
      const { decision, reason } = request.body
      const admin = request.admin
      if (decision === 'refund') {
        await refundComplaint(app.payments, { party: { side: 'admin', admin }, orderId, reason })
      } else {
        await releaseComplaint(app.payments, { admin, orderId, reason })
      }
      return getComplaintForAdmin(app.db, request.params.id)
    },
  })

  app.route({
    ...endpointRoute(app, adminApi.postComplaintMessage, {
      tags: ['admin'],
      summary: "Staff's message in a complaint, read by the buyer and the shop",
      errors: [...errors, 429],
    }),
    handler: async (request) => {
      await postComplaintMessage(app.payments, {
        party: { side: 'admin', admin: request.admin },
        orderId: await orderIdOfComplaint(app.db, request.params.id),
        input: request.body,
      })
      return getComplaintForAdmin(app.db, request.params.id)
    },
  })
}
