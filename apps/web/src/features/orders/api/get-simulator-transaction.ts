import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { simulatorKeys } from './query-keys'

/** GET /api/simulator/midtrans/snap/{token}: what the test gateway would charge, and how. */
export const getSimulatorTransaction = (paymentToken: string, signal?: AbortSignal) =>
  callApi(publicApi.simulatorTransaction, { params: { token: paymentToken } }, { signal })

export function useSimulatorTransaction(paymentToken: string) {
  return useQuery({
    queryKey: simulatorKeys.transaction(paymentToken),
    queryFn: ({ signal }) => getSimulatorTransaction(paymentToken, signal),
  })
}
