import { useQuery } from '@tanstack/react-query'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'
import { authKeys } from './query-keys'

/**
 * The server's public configuration, read once per tab. `fresh` reads it again when the
 * component mounts (the sign-up mode can change while a tab is open); check
 * `isFetchedAfterMount` before trusting it then.
 */
export function usePublicConfig({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: ({ signal }) => callPublicApi('config', {}, { signal }),
    initialData: () => firstScreenPublicAnswer('config', {}),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: fresh ? 'always' : true,
  })
}
