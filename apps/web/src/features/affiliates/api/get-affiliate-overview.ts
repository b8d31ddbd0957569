import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from './query-keys'

/** GET /api/v1/account/affiliate: balances, programmes with figures, orders, payouts, bank. */
export function useAffiliateOverview() {
  const { uid, isLoggedIn } = useSession()
  return useQuery({
    queryKey: affiliateKeys.overview(uid),
    queryFn: ({ signal }) => callApi(accountApi.affiliateOverview, {}, { signal }),
    enabled: isLoggedIn,
  })
}
