import type { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { lazyApiClient } from './api-client'

/** The seller group for code a visitor's first screen carries: its schemas load on first use. */
export const callSellerApi = lazyApiClient<typeof sellerApi>(() =>
  import('@pasarprompt/contracts/endpoints/seller').then((module) => module.sellerApi),
)
