import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { inviteFromWaitlist } from '../../modules/waitlist/invite-from-waitlist.ts'
import { listWaitlistForAdmin } from '../../modules/waitlist/list-waitlist-for-admin.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/** The waitlist: who asked for an account, and the invitation that lets them create it. */
export const adminWaitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.env.publicUrl }

  app.route({
    ...endpointRoute(app, adminApi.waitlist, {
      tags: ['admin'],
      summary: 'The waitlist, newest first, by status',
      errors,
    }),
    handler: (request) => listWaitlistForAdmin(app.db, request.query),
  })

  app.route({
    ...endpointRoute(app, adminApi.inviteFromWaitlist, {
      tags: ['admin'],
      summary: 'Invite a waiting person: they may now create an account (email with a link)',
      errors,
    }),
    handler: (request) => inviteFromWaitlist(deps, request.admin, request.params.id),
  })
}
