import type { ErrorBody } from '@pasarprompt/contracts/errors'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { toAppError } from '../lib/to-app-error.ts'

/**
 * One error shape for the whole API: `{code, message, requestId, fields?}`. Server faults are
 * logged with their cause and answered with a generic message; request faults stay 4xx.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error)
    if (appError.status >= 500) {
      request.log.error({ err: error, code: appError.code }, 'request failed')
    } else {
      request.log.info({ code: appError.code, status: appError.status }, appError.message)
    }
    const body: ErrorBody = {
      code: appError.code,
      message: appError.message,
      requestId: request.id,
      ...(appError.fields ? { fields: appError.fields } : {}),
    }
    if (appError.retryAfterSeconds) reply.header('retry-after', String(appError.retryAfterSeconds))
    return reply.status(appError.status).header('cache-control', 'no-store').send(body)
  })
})
