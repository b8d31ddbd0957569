import type { PublicShopPage, ShopList } from '@pasarprompt/contracts/shops'
import { useQuery } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

export function usePublicShops(q: string, sort: 'nama' | 'terlaris' = 'nama') {
  return useCursorList({
    queryKey: ['shops', { q, sort }],
    fetchPage: (cursor, signal) => {
      const params = new URLSearchParams({ sort })
      if (q) params.set('q', q)
      if (cursor) params.set('cursor', cursor)
      return http.get<ShopList>(`/api/v1/shops?${params}`, { signal })
    },
  })
}

export function usePublicShop(slug: string) {
  return useQuery({
    queryKey: ['shops', slug],
    queryFn: ({ signal }) =>
      http.get<PublicShopPage>(`/api/v1/shops/${encodeURIComponent(slug)}`, { signal }),
  })
}
