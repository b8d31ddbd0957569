import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { callApi } from '@/lib/api-client'

/** The spec's wishlist resolver (its body goes out untouched, spec §7). */
export const getPromptsByIds = (ids: string[]) =>
  callApi(publicApi.productsByIds, { body: { ids } })
