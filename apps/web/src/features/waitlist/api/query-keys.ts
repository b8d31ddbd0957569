import { adminKeys } from '@/lib/query-keys'

/** /admin/waitlist's cache keys, by status. */
export const waitlistKeys = {
  list: (status: string) => [...adminKeys.all, 'waitlist', status] as const,
}
