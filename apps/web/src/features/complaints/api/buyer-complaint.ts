import type { ComplaintView, OpenComplaintInput } from '@pasarprompt/contracts/complaints'
import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { publicRootKeys } from '@/lib/query-keys'
import { complaintKeys } from './query-keys'

const headersOf = (token: string | null) => (token ? { [ORDER_TOKEN_HEADER]: token } : undefined)

/**
 * While a complaint opened through the receipt link is active, its page asks again this often:
 * a guest has no live events.
 */
export const GUEST_COMPLAINT_POLL_MS = 30_000

/** GET /api/v1/orders/{id}/complaint: by the buyer's session or the receipt link's token. */
export function useBuyerComplaint(orderId: string, token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: complaintKeys.buyer(orderId, token),
    queryFn: ({ signal }) =>
      callApi(publicApi.complaint, { params: { orderId } }, { signal, headers: headersOf(token) }),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return token && (status === 'open' || status === 'escalated')
        ? GUEST_COMPLAINT_POLL_MS
        : false
    },
  })
}

/**
 * The buyer's steps: open, write, pass to an admin, withdraw. Each answer is the complaint as it
 * now is; the order (its complaint badge, its status) is read again too.
 */
export function useBuyerComplaintActions(orderId: string, token: string | null) {
  const queryClient = useQueryClient()
  const init = { headers: headersOf(token) }
  const params = { orderId }
  const settle = (complaint: ComplaintView) => {
    queryClient.setQueryData(complaintKeys.buyer(orderId, token), complaint)
    void queryClient.invalidateQueries({ queryKey: publicRootKeys.orders })
  }
  return {
    open: useMutation({
      mutationFn: (input: OpenComplaintInput) =>
        callApi(publicApi.openComplaint, { params, body: input }, init),
      onSuccess: settle,
    }),
    write: useMutation({
      mutationFn: (body: string) =>
        callApi(publicApi.postComplaintMessage, { params, body: { body } }, init),
      onSuccess: settle,
    }),
    escalate: useMutation({
      mutationFn: () => callApi(publicApi.escalateComplaint, { params }, init),
      onSuccess: settle,
    }),
    withdraw: useMutation({
      mutationFn: () => callApi(publicApi.withdrawComplaint, { params }, init),
      onSuccess: settle,
    }),
  }
}
