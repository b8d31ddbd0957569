import { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { handleMidtransNotification } from '../../modules/payments/handle-midtrans-notification.ts'

/**
 * The gateway's webhook. Exempt from the Origin check (security plugin): it is authenticated
 * by its signature. The body is kept as the raw text it arrived as, for the payment log.
 */
export const midtransNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/payments/midtrans/notification',
    {
      schema: {
        tags: ['pembayaran'],
        summary: 'Midtrans HTTP notification (signed with SHA-512)',
        response: {
          200: z.object({ result: z.string() }),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const outcome = await handleMidtransNotification(app.payments, String(request.body ?? ''))
      return { result: outcome.result }
    },
  )
}
