import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { PaymentConfigInput } from '@pasarprompt/contracts/payouts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { sellerKeys, sessionKeys } from '@/lib/query-keys'
import { payoutKeys } from './query-keys'

/** GET /api/v1/seller/payouts: balance, minimum and requests (owners and admins). */
export function usePayoutOverview(organizationId: string | null) {
  return useQuery({
    queryKey: payoutKeys.all(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.payouts, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** POST /api/v1/seller/payouts: the amount moves from available to reserved. */
export function useRequestPayout(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (amount: number) => callApi(sellerApi.requestPayout, { body: { amount } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.balance(organizationId) }),
      ]),
  })
}

/** GET /api/v1/seller/payment-config: where payouts go. */
export function usePaymentConfig(organizationId: string | null) {
  return useQuery({
    queryKey: payoutKeys.paymentConfig(organizationId),
    queryFn: ({ signal }) => callApi(sellerApi.paymentConfig, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** PUT /api/v1/seller/payment-config; the session learns it at once (the red dot on Payout goes). */
export function useUpdatePaymentConfig(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PaymentConfigInput) =>
      callApi(sellerApi.updatePaymentConfig, { body: input }),
    onSuccess: (config) => {
      queryClient.setQueryData(payoutKeys.paymentConfig(organizationId), config)
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    },
  })
}
