import type { AdminShopListQuery } from '@pasarprompt/contracts/admin-shops'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'

export function useAdminShops(filters: Pick<AdminShopListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: ['admin', 'shops', filters],
    fetchPage: (cursor, signal) =>
      callApi(adminApi.shops, { query: { limit: 25, ...filters, cursor } }, { signal }),
    keepPrevious: true,
  })
}
