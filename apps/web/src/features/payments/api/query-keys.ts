import { adminKeys } from '@/lib/query-keys'

/** /admin/payments' cache keys: the gateway's notifications as logged. */
export const paymentKeys = {
  logs: (filters: unknown) => [...adminKeys.all, 'payment-logs', filters] as const,
}
