import type { PublicConfig } from '@pasarprompt/contracts/config'
import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: ({ signal }) => http.get<PublicConfig>('/api/v1/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
