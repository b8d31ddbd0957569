import type { StaticPage } from '@pasarprompt/contracts/pages'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export const getStaticPage = (slug: string, signal?: AbortSignal) =>
  http.get<StaticPage>(`/api/v1/pages/${encodeURIComponent(slug)}`, { signal })

export function useStaticPage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getStaticPage(slug, signal),
    staleTime: 5 * 60_000,
  })
}
