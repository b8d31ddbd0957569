import { type ErrorCode, errorMessages } from '@pasarprompt/contracts/errors'
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
} from 'fastify-type-provider-zod'
import { AppError } from './app-error.ts'

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

/**
 * Turns anything thrown while handling a request into an AppError. Errors caused by the
 * request (bad JSON, too large, failed validation) become 4xx with an Indonesian message;
 * everything unknown becomes INTERNAL, whose message never includes the original text.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error

  const databaseError = findDatabaseError(error)
  if (databaseError) return fromDatabaseError(databaseError, error)

  if (error instanceof ResponseSerializationError)
    return new AppError('INTERNAL', undefined, { cause: error })

  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', undefined, {
      cause: error,
      fields: error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/')].filter(Boolean).join('.'),
        message: issue.message ?? errorMessages.VALIDATION_FAILED,
      })),
    })
  }

  const fastifyError = error as { code?: string; statusCode?: number }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON', undefined, { cause: error })
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', undefined, { cause: error })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, { cause: error })
  }
  const status = fastifyError.statusCode
  if (error instanceof SyntaxError && status === 400) {
    return new AppError('INVALID_JSON', undefined, { cause: error })
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'VALIDATION_FAILED'
    return new AppError(code, errorMessages[code], { cause: error })
  }
  return new AppError('INTERNAL', undefined, { cause: error })
}

interface DatabaseError {
  code: string
  column?: string
  constraint?: string
}

/** Drizzle wraps driver errors; node-postgres and PGlite both carry the SQLSTATE in `code`. */
function findDatabaseError(error: unknown): DatabaseError | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as Partial<DatabaseError> & { cause?: unknown; severity?: unknown }
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      candidate.severity
    ) {
      return candidate as DatabaseError
    }
    current = candidate.cause
  }
  return undefined
}

function fromDatabaseError(databaseError: DatabaseError, original: unknown): AppError {
  // not_null_violation on the tenant column: the spec's 'No Company ID'.
  if (databaseError.code === '23502' && databaseError.column === 'company_id') {
    return new AppError('NO_COMPANY_ID', undefined, { cause: original })
  }
  if (databaseError.code === '23505')
    return new AppError('CONFLICT', undefined, { cause: original })
  // Text the database cannot store, such as a NUL byte in a search: the request's fault.
  if (databaseError.code === '22021' || databaseError.code === '22P05') {
    return new AppError('VALIDATION_FAILED', 'Data mengandung karakter yang tidak valid.', {
      cause: original,
    })
  }
  return new AppError('INTERNAL', undefined, { cause: original })
}
