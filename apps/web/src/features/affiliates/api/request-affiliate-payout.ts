import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from './query-keys'

/** POST /api/v1/account/affiliate/payouts: the amount moves from available to reserved. */
export function useRequestAffiliatePayout() {
  const queryClient = useQueryClient()
  const { uid } = useSession()
  return useMutation({
    mutationFn: (amount: number) =>
      callApi(accountApi.requestAffiliatePayout, { body: { amount } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.overview(uid) }),
  })
}
