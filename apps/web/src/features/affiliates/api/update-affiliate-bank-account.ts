import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { PaymentConfigInput } from '@pasarprompt/contracts/payouts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from './query-keys'

/** PUT /api/v1/account/affiliate/bank-account: the affiliate's own payout account. */
export function useUpdateAffiliateBankAccount() {
  const queryClient = useQueryClient()
  const { uid } = useSession()
  return useMutation({
    mutationFn: (input: PaymentConfigInput) =>
      callApi(accountApi.updateAffiliateBankAccount, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.overview(uid) }),
  })
}
