import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callAccountApi } from '@/lib/account-api'
import { orderTokenHeaders } from './get-order'
import { purchaseKeys } from './query-keys'

/** A receipt link's access: the order it opens and its signed token. */
export type OrderAccess = { orderId: string; token: string }

/**
 * GET /api/v1/account/purchases/{productId}: the prompt text, for its buyer's session or, with
 * `access`, for whoever holds the receipt link. Never cached by the server (`no-store`).
 */
export const getPurchase = (
  productId: string,
  access: OrderAccess | null,
  signal?: AbortSignal,
  version?: number | null,
) =>
  callAccountApi(
    'purchase',
    { params: { productId }, query: { orderId: access?.orderId, version: version ?? undefined } },
    { signal, headers: orderTokenHeaders(access?.token ?? null) },
  )

/** `version`: an earlier version of the prompt (issue 30); the newest when null. */
export function usePurchase(
  productId: string,
  access: OrderAccess | null,
  enabled = true,
  version: number | null = null,
) {
  return useQuery({
    queryKey: purchaseKeys.one(productId, access, version),
    queryFn: ({ signal }) => getPurchase(productId, access, signal, version),
    enabled,
    placeholderData: keepPreviousData,
  })
}
