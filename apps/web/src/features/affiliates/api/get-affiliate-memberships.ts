import { useQuery } from '@tanstack/react-query'
import { callAccountApi } from '@/lib/account-api'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from './query-keys'

/** GET /api/v1/account/affiliates: the signed-in user's programmes (none asked for visitors). */
export function useAffiliateMemberships() {
  const { uid, isLoggedIn } = useSession()
  return useQuery({
    queryKey: affiliateKeys.memberships(uid),
    queryFn: ({ signal }) => callAccountApi('affiliateMemberships', {}, { signal }),
    enabled: isLoggedIn,
    staleTime: 60_000,
  })
}
