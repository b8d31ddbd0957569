import { adminKeys, sellerKeys } from '@/lib/query-keys'

/** The payouts' cache keys: the shop's requests and bank account, the admin's queue. */
export const payoutKeys = {
  all: (organizationId: string | null) => [...sellerKeys.shop(organizationId), 'payouts'] as const,
  paymentConfig: (organizationId: string | null) =>
    [...sellerKeys.shop(organizationId), 'payment-config'] as const,
  admin: (status: unknown) => [...adminKeys.all, 'payouts', status] as const,
}
