import type { AdminShopList, AdminShopListQuery } from '@pasarprompt/contracts/admin-shops'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'
import { pageQuery } from '@/lib/page-query'

export function useAdminShops(filters: Pick<AdminShopListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: ['admin', 'shops', filters],
    fetchPage: (cursor, signal) =>
      http.get<AdminShopList>(`/api/v1/admin/shops?${pageQuery(filters, cursor, 25)}`, { signal }),
    keepPrevious: true,
  })
}
