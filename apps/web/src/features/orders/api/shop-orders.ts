import type { OrderStatus } from '@pasarprompt/contracts/orders'
import type {
  CustomerList,
  SellerOrderDetail,
  SellerOrderList,
} from '@pasarprompt/contracts/seller-orders'
import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'
import { pageQuery } from '@/lib/page-query'

const PAGE_SIZE = 25

/** GET /api/v1/seller/orders, page after page. */
export function useShopOrders(
  organizationId: string | null,
  filters: { status?: OrderStatus | undefined; q?: string | undefined },
) {
  return useCursorList({
    queryKey: ['seller', organizationId, 'orders', filters.status ?? 'all', filters.q ?? ''],
    fetchPage: (cursor, signal) =>
      http.get<SellerOrderList>(`/api/v1/seller/orders?${pageQuery(filters, cursor, PAGE_SIZE)}`, {
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
      http.get<CustomerList>(`/api/v1/seller/customers?${pageQuery({ q }, cursor, PAGE_SIZE)}`, {
        signal,
      }),
    keepPrevious: true,
    enabled: Boolean(organizationId),
  })
}
