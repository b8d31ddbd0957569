import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { AdminShopListQuery } from '@pasarprompt/contracts/shops-for-admin'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { shopKeys } from './query-keys'

export function useAdminShops(filters: Pick<AdminShopListQuery, 'status' | 'q'>) {
  return useCursorList({
    queryKey: shopKeys.adminList(filters),
    fetchPage: (cursor, signal) =>
      callApi(adminApi.shops, { query: { limit: 25, ...filters, cursor } }, { signal }),
    keepPrevious: true,
  })
}
