import type { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { lazyApiClient } from './api-client'

/** The account group for code a visitor's first screen carries: its schemas load on first use. */
export const callAccountApi = lazyApiClient<typeof accountApi>(() =>
  import('@pasarprompt/contracts/endpoints/account').then((module) => module.accountApi),
)
