import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { OrderStatus } from '@pasarprompt/contracts/orders'
import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { orderKeys } from './query-keys'

const PAGE_SIZE = 25

/** GET /api/v1/seller/orders, page after page. */
export function useShopOrders(
  organizationId: string | null,
  filters: {
    status?: OrderStatus | undefined
    q?: string | undefined
    /** Only orders whose complaint is open or with an admin. */
    complaint?: 'active' | undefined
  },
) {
  return useCursorList({
    queryKey: orderKeys.shopList(
      organizationId,
      `${filters.status ?? 'all'}${filters.complaint ? ':komplain' : ''}`,
      filters.q ?? '',
    ),
    fetchPage: (cursor, signal) =>
      callApi(
        sellerApi.orders,
        {
          query: {
            limit: PAGE_SIZE,
            status: filters.status,
            complaint: filters.complaint,
            q: filters.q,
            cursor,
          },
        },
        { signal },
      ),
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}

/** GET /api/v1/seller/orders/{id}. */
export function useShopOrder(organizationId: string | null, id: string) {
  return useQuery({
    queryKey: orderKeys.shopDetail(organizationId, id),
    queryFn: ({ signal }) => callApi(sellerApi.order, { params: { id } }, { signal }),
    enabled: Boolean(organizationId),
    retry: false,
  })
}

/** GET /api/v1/seller/customers, page after page. */
export function useShopCustomers(organizationId: string | null, q: string | undefined) {
  return useCursorList({
    queryKey: orderKeys.shopCustomers(organizationId, q ?? ''),
    fetchPage: (cursor, signal) =>
      callApi(sellerApi.customers, { query: { limit: PAGE_SIZE, q, cursor } }, { signal }),
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}
