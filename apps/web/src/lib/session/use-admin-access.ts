import type { AdminAccess } from '@pasarprompt/contracts/session'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { http } from '@/lib/http'

/** The server's own check of admin access; the page never trusts the client's view alone. */
export function useAdminAccess(organizationId: string | null) {
  return useQuery({
    queryKey: ['admin', organizationId, 'access'],
    queryFn: ({ signal }) =>
      http.get<z.infer<typeof AdminAccess>>('/api/v1/admin/access', { signal }),
    enabled: Boolean(organizationId),
    retry: false,
  })
}
