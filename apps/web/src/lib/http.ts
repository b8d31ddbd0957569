import type { ErrorBody } from '@pasarprompt/contracts/errors'
import { t } from '@/locales/id'

/** A failed API call, carrying the server's Indonesian message for toasts and forms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** GETs a JSON resource of our own API; responses are typed by the shared contracts. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = body as Partial<ErrorBody> | null
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? t.errors.generic,
    )
  }
  return body as T
}
