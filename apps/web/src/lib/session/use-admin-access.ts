import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'

/** The server's own check of admin access; the page never trusts the client's view alone. */
export function useAdminAccess(organizationId: string | null) {
  return useQuery({
    queryKey: adminKeys.access(organizationId),
    queryFn: ({ signal }) => callApi(adminApi.access, {}, { signal }),
    enabled: Boolean(organizationId),
    retry: false,
  })
}
