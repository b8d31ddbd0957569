import { adminKeys } from '@/lib/query-keys'

/** /admin/audit's cache keys: the audit log per filter. */
export const auditKeys = {
  log: (filters: unknown) => [...adminKeys.all, 'audit-log', filters] as const,
}
