import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'
import { shopKeys } from './query-keys'

/** GET /api/v1/shops: the active shops, by name or by sales, page after page. */
export function usePublicShops(q: string, sort: 'nama' | 'terlaris' = 'nama') {
  return useCursorList({
    queryKey: shopKeys.list({ q, sort }),
    fetchPage: (cursor, signal) =>
      callPublicApi('shops', { query: { sort, q, cursor } }, { signal }),
  })
}

/** GET /api/v1/shops/{slug}: a shop's public page. */
export function usePublicShop(slug: string) {
  return useQuery({
    queryKey: shopKeys.page(slug),
    queryFn: ({ signal }) => callPublicApi('shop', { params: { slug } }, { signal }),
    initialData: () => firstScreenPublicAnswer('shop', { params: { slug } }),
  })
}
