import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { SimulatorMethod } from '@pasarprompt/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { simulatorKeys } from './query-keys'

/**
 * GET /api/simulator/midtrans/snap/{token}/methods/{method}: what the test gateway shows for a
 * method (the QR, drawn on the server so no encoder ships to the browser; the VA number).
 */
export const getSimulatorPaymentCode = (
  paymentToken: string,
  method: SimulatorMethod,
  signal?: AbortSignal,
) =>
  callApi(publicApi.simulatorPaymentCode, { params: { token: paymentToken, method } }, { signal })

export function useSimulatorPaymentCode(paymentToken: string, method: SimulatorMethod) {
  return useQuery({
    queryKey: simulatorKeys.paymentCode(paymentToken, method),
    queryFn: ({ signal }) => getSimulatorPaymentCode(paymentToken, method, signal),
    // The code of an attempt never changes.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
