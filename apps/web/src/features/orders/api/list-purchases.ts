import type { OwnedProducts } from '@pasarprompt/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { purchaseKeys } from './query-keys'

/** GET /api/v1/account/purchases: which prompts the signed-in buyer owns (ids, no text). */
export const listPurchases = (signal?: AbortSignal) =>
  http.get<OwnedProducts>('/api/v1/account/purchases', { signal })

export function usePurchases({ uid, enabled }: { uid: string | null; enabled: boolean }) {
  return useQuery({
    queryKey: purchaseKeys.owned(uid),
    queryFn: ({ signal }) => listPurchases(signal),
    enabled,
  })
}
