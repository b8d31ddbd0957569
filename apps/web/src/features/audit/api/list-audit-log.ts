import type { AuditAction } from '@pasarprompt/contracts/audit-for-admin'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { auditKeys } from './query-keys'

export interface AuditFilters {
  action?: AuditAction | undefined
  targetType?: string | undefined
  targetId?: string | undefined
  actor?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

/** /admin/audit: staff actions, newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  return useCursorList({
    queryKey: auditKeys.log(filters),
    fetchPage: (cursor, signal) =>
      callApi(adminApi.auditLog, { query: { limit: 25, ...filters, cursor } }, { signal }),
    keepPrevious: true,
  })
}
