import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireVerifiedUser } from '../../modules/auth/guards.ts'
import { listPendingInvitations } from '../../modules/auth/list-pending-invitations.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const accountInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, accountApi.invitations, {
      tags: ['akun'],
      summary: "Pending invitations to the caller's verified email (answer them through /api/auth)",
      errors: [401, 403],
    }),
    handler: async (request) => listPendingInvitations(app.db, await requireVerifiedUser(request)),
  })
}
