import type { SimulatorTransaction } from '@pasarprompt/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'
import { simulatorKeys } from './query-keys'

/** GET /api/simulator/midtrans/snap/{token}: what the test gateway would charge, and how. */
export const getSimulatorTransaction = (paymentToken: string, signal?: AbortSignal) =>
  http.get<SimulatorTransaction>(
    `/api/simulator/midtrans/snap/${encodeURIComponent(paymentToken)}`,
    { signal },
  )

export function useSimulatorTransaction(paymentToken: string) {
  return useQuery({
    queryKey: simulatorKeys.transaction(paymentToken),
    queryFn: ({ signal }) => getSimulatorTransaction(paymentToken, signal),
  })
}
