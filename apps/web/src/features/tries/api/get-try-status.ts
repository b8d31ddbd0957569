import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { useSession } from '@/lib/session/use-session'
import { tryKeys } from './query-keys'

/**
 * GET /api/v1/products/{slug}/try: the prompt's variables and this caller's free tries left
 * today (a guest's browser gets its visitor cookie here). Read again whenever the panel opens.
 */
export function useTryStatus(slug: string) {
  const { uid } = useSession()
  return useQuery({
    queryKey: tryKeys.status(slug, uid),
    queryFn: ({ signal }) => callApi(publicApi.tryStatus, { params: { slug } }, { signal }),
    staleTime: 0,
  })
}
