import { adminKeys } from '@/lib/query-keys'

/** /admin/commission's cache key: the settings, overrides, fees and history. */
export const commissionKeys = {
  overview: [...adminKeys.all, 'settings'] as const,
}
