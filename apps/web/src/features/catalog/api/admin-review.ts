import type {
  AdminProductDetail,
  AdminProductListQuery,
} from '@pasarprompt/contracts/catalog-for-admin'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { catalogKeys } from './query-keys'

type Filters = Pick<AdminProductListQuery, 'view'> & {
  status?: AdminProductListQuery['status'] | undefined
  q?: string | undefined
}

/** GET /api/v1/admin/products: the review queue or every prompt, page after page. */
export function useAdminProducts(filters: Filters) {
  return useCursorList({
    queryKey: catalogKeys.adminProducts(filters),
    fetchPage: (cursor, signal) =>
      callApi(
        adminApi.products,
        {
          query: {
            view: filters.view,
            limit: 25,
            status: filters.status,
            q: filters.q,
            cursor,
          },
        },
        { signal },
      ),
    keepPrevious: true,
  })
}

export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.adminProduct(id),
    queryFn: ({ signal }) => callApi(adminApi.product, { params: { id } }, { signal }),
    retry: false,
  })
}

/** Approve, reject or feature: the answer is the prompt as it is now; lists and badges refresh. */
export function useReviewActions(id: string) {
  const queryClient = useQueryClient()
  const settle = (product: AdminProductDetail) => {
    queryClient.setQueryData(['admin', 'products', 'detail', id], product)
    void queryClient.invalidateQueries({ queryKey: adminKeys.all })
  }
  return {
    approve: useMutation({
      mutationFn: () => callApi(adminApi.approveProduct, { params: { id } }),
      onSuccess: settle,
    }),
    reject: useMutation({
      mutationFn: (reason: string) =>
        callApi(adminApi.rejectProduct, { params: { id }, body: { reason } }),
      onSuccess: settle,
    }),
    feature: useMutation({
      mutationFn: (featured: boolean) =>
        callApi(adminApi.setProductFeatured, { params: { id }, body: { featured } }),
      onSuccess: settle,
    }),
  }
}
