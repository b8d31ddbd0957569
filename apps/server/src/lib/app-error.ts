import { type ErrorCode, errorMessages } from '@pasarprompt/contracts/errors'

/** HTTP status of each error code; the one place where codes become statuses. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ORGANIZATION_CHANGED: 409,
  EMAIL_NOT_VERIFIED: 403,
  RATE_LIMITED: 429,
  NO_COMPANY_ID: 500,
  ALREADY_PURCHASED: 409,
  INVALID_SIGNATURE: 401,
  PAYMENT_AMOUNT_MISMATCH: 400,
  // The gateway, not the user's input, failed: a 5xx the buyer may retry.
  PAYMENT_GATEWAY_FAILED: 502,
  INVALID_IMAGE: 400,
  INVALID_STATUS_TRANSITION: 409,
  PAYMENT_CONFIG_MISSING: 409,
  PAYOUT_BELOW_MINIMUM: 400,
  PAYOUT_ALREADY_OPEN: 409,
  INSUFFICIENT_BALANCE: 409,
  SHOP_HAS_BALANCE: 409,
  ACCOUNT_DELETION_REFUSED: 409,
  SHOP_SLUG_TAKEN: 409,
  SHOP_NAME_TAKEN: 409,
  PROMPT_NOT_FOR_SALE: 409,
  FREE_PROMPT_CLAIMED: 409,
  ORDER_NOT_PAYABLE: 409,
  SERVICE_UNAVAILABLE: 503,
  // The model provider, not the user's input, failed (issue 31).
  MODEL_FAILED: 502,
  INTERNAL: 500,
}

export interface FieldProblem {
  path: string
  message: string
}

/**
 * The one error type use cases throw. Its message is shown to the user as is, so it must be
 * Indonesian and free of internals; the `cause` is only logged.
 */
export class AppError extends Error {
  readonly status: number
  readonly fields: FieldProblem[] | undefined
  /** Sent as `Retry-After` (a refused quota counted inside a use case's transaction). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    options: { fields?: FieldProblem[]; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.status = errorStatus[code]
    this.fields = options.fields
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}
