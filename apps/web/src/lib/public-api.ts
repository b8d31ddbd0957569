import type { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { publicRoutes } from '@pasarprompt/contracts/endpoints/public-routes'
import { leanApiClient } from './api-client'

/**
 * The public group's calls without zod in the bundle, for the storefront's reads: only a
 * development build loads `publicApi`'s schemas, to check each answer (decision 0021).
 */
export const callPublicApi = leanApiClient<typeof publicApi>(publicRoutes, () =>
  import('@pasarprompt/contracts/endpoints/public').then((module) => module.publicApi),
)
