import type { EndpointInput, EndpointResponse } from '@pasarprompt/contracts/endpoint'
import type { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { publicRoutes } from '@pasarprompt/contracts/endpoints/public-routes'
import { leanApiClient } from './api-client'
import { takeFirstScreenAnswer } from './first-screen-data'

/** The public calls the storefront makes: those with a zod-free route in `publicRoutes`. */
type LeanPublicApi = Pick<typeof publicApi, keyof typeof publicRoutes>

/**
 * The public group's calls without zod in the bundle, for the storefront's reads: only a
 * development build loads `publicApi`'s schemas, to check each answer (decision 0021). The
 * order's complaint is not among them: its panel calls `publicApi` through `callApi`.
 */
export const callPublicApi = leanApiClient<LeanPublicApi>(publicRoutes, () =>
  import('@pasarprompt/contracts/endpoints/public').then((module) => module.publicApi),
)

/** The answer to this public call that came with the page (ADR 0020), given out once. */
export function firstScreenPublicAnswer<K extends keyof LeanPublicApi>(
  name: K,
  input: EndpointInput<LeanPublicApi[K]>,
) {
  return takeFirstScreenAnswer<EndpointResponse<LeanPublicApi[K]>>(publicRoutes[name], input)
}
