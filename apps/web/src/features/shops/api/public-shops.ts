import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'

/** GET /api/v1/shops: the active shops, by name or by sales, page after page. */
export function usePublicShops(q: string, sort: 'nama' | 'terlaris' = 'nama') {
  return useCursorList({
    queryKey: ['shops', { q, sort }],
    fetchPage: (cursor, signal) =>
      callPublicApi('shops', { query: { sort, q, cursor } }, { signal }),
  })
}

/** GET /api/v1/shops/{slug}: a shop's public page. */
export function usePublicShop(slug: string) {
  return useQuery({
    queryKey: ['shops', slug],
    queryFn: ({ signal }) => callPublicApi('shop', { params: { slug } }, { signal }),
    initialData: () => firstScreenPublicAnswer('shop', { params: { slug } }),
  })
}
