import { useQuery } from '@tanstack/react-query'
import { callPublicApi } from '@/lib/public-api'

export function useStaticPage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => callPublicApi('page', { params: { slug } }, { signal }),
    staleTime: 5 * 60_000,
  })
}
