import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { purchaseKeys } from './query-keys'

/** GET /api/v1/account/purchases: which prompts the signed-in buyer owns (ids, no text). */
export const listPurchases = (signal?: AbortSignal) => callApi(accountApi.purchases, {}, { signal })

export function usePurchases({ uid, enabled }: { uid: string | null; enabled: boolean }) {
  return useQuery({
    queryKey: purchaseKeys.owned(uid),
    queryFn: ({ signal }) => listPurchases(signal),
    enabled,
  })
}
