import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

export function useStaticPage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => callApi(publicApi.page, { params: { slug } }, { signal }),
    staleTime: 5 * 60_000,
  })
}
