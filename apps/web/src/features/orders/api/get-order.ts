import { ORDER_TOKEN_HEADER } from '@pasarprompt/contracts/constants'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError } from '@/lib/http'
import { callPublicApi } from '@/lib/public-api'
import { purchaseRootKeys } from '@/lib/query-keys'
import { orderKeys } from './query-keys'

/** While an order waits for payment its page asks again this often (guests get no live events). */
export const PENDING_ORDER_POLL_MS = 2_000

/** The header that opens an order without a session: the receipt link's signed token. */
export const orderTokenHeaders = (token: string | null) =>
  token ? { [ORDER_TOKEN_HEADER]: token } : undefined

/** GET /api/v1/orders/{id}: by the buyer's session, or by the token of the receipt link. */
export const getOrder = (orderId: string, token: string | null, signal?: AbortSignal) =>
  callPublicApi('order', { params: { orderId } }, { signal, headers: orderTokenHeaders(token) })

export function useOrder(orderId: string, token: string | null) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: orderKeys.detail(orderId, token),
    queryFn: ({ signal }) => getOrder(orderId, token, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? PENDING_ORDER_POLL_MS : false,
    staleTime: 0,
  })
  // Seen paid (by a poll, should the live event have been missed): what the buyer owns changed.
  const paid = query.data?.status === 'paid'
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: purchaseRootKeys.owned })
  }, [paid, queryClient])
  return query
}

/** "Not yours or not there" (404, or a malformed id): the page says so instead of failing. */
export const isOrderRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
