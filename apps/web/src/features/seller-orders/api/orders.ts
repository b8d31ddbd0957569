import type { OrderStatus } from '@pasarprompt/contracts/orders'
import type {
  CustomerList,
  SellerOrderDetail,
  SellerOrderList,
} from '@pasarprompt/contracts/seller-orders'
import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

const PAGE_SIZE = '25'

const listQuery = (filters: Record<string, string | undefined>, cursor?: string) => {
  const params = new URLSearchParams({ limit: PAGE_SIZE })
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

/** GET /api/v1/seller/orders, page after page. */
export function useShopOrders(
  organizationId: string | null,
  filters: { status?: OrderStatus | undefined; q?: string | undefined },
) {
  return useCursorList({
    queryKey: ['seller', organizationId, 'orders', filters.status ?? 'all', filters.q ?? ''],
    fetchPage: (cursor, signal) =>
      http.get<SellerOrderList>(`/api/v1/seller/orders?${listQuery(filters, cursor)}`, {
        signal,
      }),
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}

/** GET /api/v1/seller/orders/{id}. */
export function useShopOrder(organizationId: string | null, id: string) {
  return useQuery({
    queryKey: ['seller', organizationId, 'orders', 'detail', id],
    queryFn: ({ signal }) => http.get<SellerOrderDetail>(`/api/v1/seller/orders/${id}`, { signal }),
    enabled: Boolean(organizationId),
    retry: false,
  })
}

/** GET /api/v1/seller/customers, page after page. */
export function useShopCustomers(organizationId: string | null, q: string | undefined) {
  return useCursorList({
    queryKey: ['seller', organizationId, 'customers', q ?? ''],
    fetchPage: (cursor, signal) =>
      http.get<CustomerList>(`/api/v1/seller/customers?${listQuery({ q }, cursor)}`, { signal }),
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}
