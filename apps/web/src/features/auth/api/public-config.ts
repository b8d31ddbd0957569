import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { takeFirstScreenAnswer } from '@/lib/first-screen-data'

/**
 * The server's public configuration, read once per tab. `fresh` reads it again when the
 * component mounts (the sign-up mode can change while a tab is open); check
 * `isFetchedAfterMount` before trusting it then.
 */
export function usePublicConfig({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => callApi(publicApi.config, {}, { signal }),
    initialData: () => takeFirstScreenAnswer(publicApi.config, {}),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: fresh ? 'always' : true,
  })
}
