import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { orderKeys } from './query-keys'

const PAGE_SIZE = 20

/** GET /api/v1/account/orders: the signed-in buyer's orders, newest first, a page at a time. */
export const listOrders = (cursor: string | undefined, signal?: AbortSignal) =>
  callApi(accountApi.orders, { query: { limit: PAGE_SIZE, cursor } }, { signal })

export function useOrders({ uid, enabled }: { uid: string | null; enabled: boolean }) {
  return useCursorList({ queryKey: orderKeys.list(uid), fetchPage: listOrders, enabled })
}
