import { adminKeys } from '@/lib/query-keys'

/**
 * "Coba dulu"'s cache keys: a prompt's status for whoever asks (the tries left are the caller's,
 * so the signed-in user is part of the key) and the admins' cost report.
 */
export const tryKeys = {
  all: ['tries'] as const,
  status: (slug: string, uid: string | null) => ['tries', 'status', slug, uid] as const,
  costs: [...adminKeys.all, 'tries'] as const,
}
