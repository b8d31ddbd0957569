import { ErrorBody } from '@pasarprompt/contracts/errors'
import { PendingInvitation } from '@pasarprompt/contracts/session'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireVerifiedUser } from '../../modules/auth/guards.ts'
import { listPendingInvitations } from '../../modules/auth/list-pending-invitations.ts'

export const accountInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations',
    {
      schema: {
        tags: ['akun'],
        summary:
          "Pending invitations to the caller's verified email (answer them through /api/auth)",
        response: { 200: z.array(PendingInvitation), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listPendingInvitations(app.db, await requireVerifiedUser(request))
    },
  )
}
