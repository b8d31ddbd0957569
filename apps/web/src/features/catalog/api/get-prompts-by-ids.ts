import { callPublicApi } from '@/lib/public-api'

/** The spec's wishlist resolver (its body goes out untouched, spec §7). */
export const getPromptsByIds = (ids: string[]) => callPublicApi('productsByIds', { body: { ids } })
