import type { BuyerOrderList } from '@pasarprompt/contracts/orders'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'
import { orderKeys } from './query-keys'

const PAGE_SIZE = 20

/** GET /api/v1/account/orders: the signed-in buyer's orders, newest first, a page at a time. */
export const listOrders = (cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) })
  if (cursor) params.set('cursor', cursor)
  return http.get<BuyerOrderList>(`/api/v1/account/orders?${params}`, { signal })
}

export function useOrders({ uid, enabled }: { uid: string | null; enabled: boolean }) {
  return useCursorList({ queryKey: orderKeys.list(uid), fetchPage: listOrders, enabled })
}
