import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { SimulatorMethod } from '@pasarprompt/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { orderKeys, purchaseKeys } from './query-keys'

export type SimulatorOutcome = 'pay' | 'fail' | 'expire'

/**
 * POST /api/simulator/midtrans/snap/{token}/{pay|fail|expire}: the test gateway settles the
 * transaction and sends its signed notification to our webhook, as Midtrans would.
 */
export const settleSimulatorTransaction = ({
  paymentToken,
  outcome,
  method,
  cardNumber,
}: {
  paymentToken: string
  outcome: SimulatorOutcome
  method?: SimulatorMethod
  /** For a card payment: the (test) card's number. */
  cardNumber?: string
}) =>
  callApi(publicApi.settleSimulatorTransaction, {
    params: { token: paymentToken, outcome },
    body: outcome === 'pay' ? { method, cardNumber } : {},
  })

export function useSettleSimulatorTransaction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: settleSimulatorTransaction,
    // The webhook has run by the time this answers: the order shows its new status at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
      ]),
  })
}
