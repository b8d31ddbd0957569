import type { EndpointInput, EndpointResponse } from '@pasarprompt/contracts/endpoint'
import type { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { publicRoutes } from '@pasarprompt/contracts/endpoints/public-routes'
import { leanApiClient } from './api-client'
import { takeFirstScreenAnswer } from './first-screen-data'

/**
 * The public group's calls without zod in the bundle, for the storefront's reads: only a
 * development build loads `publicApi`'s schemas, to check each answer (decision 0021).
 */
export const callPublicApi = leanApiClient<typeof publicApi>(publicRoutes, () =>
  import('@pasarprompt/contracts/endpoints/public').then((module) => module.publicApi),
)

/** The answer to this public call that came with the page (ADR 0020), given out once. */
export function firstScreenPublicAnswer<K extends keyof typeof publicApi>(
  name: K,
  input: EndpointInput<(typeof publicApi)[K]>,
) {
  return takeFirstScreenAnswer<EndpointResponse<(typeof publicApi)[K]>>(publicRoutes[name], input)
}
