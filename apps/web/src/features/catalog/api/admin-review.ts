import type {
  AdminProductDetail,
  AdminProductList,
  AdminProductListQuery,
} from '@pasarprompt/contracts/admin-products'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

type Filters = Pick<AdminProductListQuery, 'view'> & {
  status?: string | undefined
  q?: string | undefined
}

/** GET /api/v1/admin/products: the review queue or every prompt, page after page. */
export function useAdminProducts(filters: Filters) {
  return useCursorList({
    queryKey: ['admin', 'products', filters],
    fetchPage: (cursor, signal) => {
      const params = new URLSearchParams({ view: filters.view, limit: '25' })
      if (filters.status) params.set('status', filters.status)
      if (filters.q) params.set('q', filters.q)
      if (cursor) params.set('cursor', cursor)
      return http.get<AdminProductList>(`/api/v1/admin/products?${params}`, { signal })
    },
    keepPrevious: true,
  })
}

export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: ['admin', 'products', 'detail', id],
    queryFn: ({ signal }) =>
      http.get<AdminProductDetail>(`/api/v1/admin/products/${id}`, { signal }),
    retry: false,
  })
}

/** Approve, reject or feature: the answer is the prompt as it is now; lists and badges refresh. */
export function useReviewActions(id: string) {
  const queryClient = useQueryClient()
  const settle = (product: AdminProductDetail) => {
    queryClient.setQueryData(['admin', 'products', 'detail', id], product)
    void queryClient.invalidateQueries({ queryKey: ['admin'] })
  }
  return {
    approve: useMutation({
      mutationFn: () => http.post<AdminProductDetail>(`/api/v1/admin/products/${id}/approve`, {}),
      onSuccess: settle,
    }),
    reject: useMutation({
      mutationFn: (reason: string) =>
        http.post<AdminProductDetail>(`/api/v1/admin/products/${id}/reject`, { reason }),
      onSuccess: settle,
    }),
    feature: useMutation({
      mutationFn: (featured: boolean) =>
        http.put<AdminProductDetail>(`/api/v1/admin/products/${id}/featured`, { featured }),
      onSuccess: settle,
    }),
  }
}
