import { ErrorBody } from '@pasarprompt/contracts/errors'
import { PendingInvitation } from '@pasarprompt/contracts/session'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { listPendingInvitations } from '../../modules/auth/list-pending-invitations.ts'

export const accountInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations',
    {
      schema: {
        tags: ['akun'],
        summary: "Pending invitations to the caller's email (accept or reject through /api/auth)",
        response: { 200: z.array(PendingInvitation), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listPendingInvitations(app.db, await requireUser(request))
    },
  )
}
