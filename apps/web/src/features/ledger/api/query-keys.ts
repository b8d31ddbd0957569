import { sellerKeys } from '@/lib/query-keys'

/** The shop's Transaction list, by bucket. */
export const ledgerKeys = {
  transactions: (organizationId: string | null, bucket: string) =>
    [...sellerKeys.shop(organizationId), 'transactions', bucket] as const,
}
