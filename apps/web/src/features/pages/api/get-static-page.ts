import { useQuery } from '@tanstack/react-query'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'
import { pageKeys } from './query-keys'

export function useStaticPage(slug: string) {
  return useQuery({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) => callPublicApi('page', { params: { slug } }, { signal }),
    // Painted by the server and carried with the page (decision 0031).
    initialData: () => firstScreenPublicAnswer('page', { params: { slug } }),
    staleTime: 5 * 60_000,
  })
}
