import type { PublicShopPage, ShopList } from '@pasarprompt/contracts/shops'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function usePublicShops(q: string, sort: 'nama' | 'terlaris' = 'nama') {
  return useInfiniteQuery({
    queryKey: ['shops', { q, sort }],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort })
      if (q) params.set('q', q)
      if (pageParam) params.set('cursor', pageParam)
      return http.get<ShopList>(`/api/v1/shops?${params}`, { signal })
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

export function usePublicShop(slug: string) {
  return useQuery({
    queryKey: ['shops', slug],
    queryFn: ({ signal }) =>
      http.get<PublicShopPage>(`/api/v1/shops/${encodeURIComponent(slug)}`, { signal }),
  })
}
