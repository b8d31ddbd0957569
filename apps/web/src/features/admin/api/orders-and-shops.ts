import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderListQuery,
} from '@pasarprompt/contracts/admin-orders'
import type {
  AdminShopDetail,
  AdminShopList,
  AdminShopListQuery,
} from '@pasarprompt/contracts/admin-shops'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

const listParams = (filters: Record<string, string | undefined>, cursor?: string) => {
  const params = new URLSearchParams({ limit: '25' })
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

export function useAdminOrders(filters: Pick<AdminOrderListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: ['admin', 'orders', filters],
    fetchPage: (cursor, signal) =>
      http.get<AdminOrderList>(`/api/v1/admin/orders?${listParams(filters, cursor)}`, { signal }),
    keepPrevious: true,
  })
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) => http.get<AdminOrderDetail>(`/api/v1/admin/orders/${id}`, { signal }),
    retry: false,
  })
}

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) =>
      http.post<AdminOrderDetail>(`/api/v1/admin/orders/${id}/refund`, { reason }),
    onSuccess: (order) => {
      queryClient.setQueryData(['admin', 'orders', 'detail', id], order)
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
    },
  })
}

export function useAdminShops(filters: Pick<AdminShopListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: ['admin', 'shops', filters],
    fetchPage: (cursor, signal) =>
      http.get<AdminShopList>(`/api/v1/admin/shops?${listParams(filters, cursor)}`, { signal }),
    keepPrevious: true,
  })
}

export function useAdminShop(id: string) {
  return useQuery({
    queryKey: ['admin', 'shops', 'detail', id],
    queryFn: ({ signal }) => http.get<AdminShopDetail>(`/api/v1/admin/shops/${id}`, { signal }),
    retry: false,
  })
}

export function useShopModeration(id: string) {
  const queryClient = useQueryClient()
  const settle = (shop: AdminShopDetail) => {
    queryClient.setQueryData(['admin', 'shops', 'detail', id], shop)
    void queryClient.invalidateQueries({ queryKey: ['admin', 'shops'] })
  }
  return {
    suspend: useMutation({
      mutationFn: (reason: string) =>
        http.post<AdminShopDetail>(`/api/v1/admin/shops/${id}/suspend`, { reason }),
      onSuccess: settle,
    }),
    reactivate: useMutation({
      mutationFn: () => http.post<AdminShopDetail>(`/api/v1/admin/shops/${id}/reactivate`, {}),
      onSuccess: settle,
    }),
    commission: useMutation({
      mutationFn: (commissionBp: number | null) =>
        http.put<AdminShopDetail>(`/api/v1/admin/shops/${id}/commission`, { commissionBp }),
      onSuccess: settle,
    }),
  }
}
