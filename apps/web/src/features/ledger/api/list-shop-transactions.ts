import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { ledgerKeys } from './query-keys'

export type BucketFilter = 'held' | 'available' | 'reserved' | undefined

/** GET /api/v1/seller/transactions, page after page (owners and admins). */
export function useShopTransactions(organizationId: string | null, bucket: BucketFilter) {
  return useCursorList({
    queryKey: ledgerKeys.transactions(organizationId, bucket ?? 'all'),
    fetchPage: (cursor, signal) =>
      callApi(sellerApi.transactions, { query: { limit: 50, bucket, cursor } }, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** The CSV of the same filter, read with the session cookie (same origin). */
export const transactionsCsvUrl = (bucket: BucketFilter) =>
  `${sellerApi.transactionsCsv.path}${bucket ? `?bucket=${bucket}` : ''}`
