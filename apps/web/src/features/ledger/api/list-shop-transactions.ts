import type { ShopTransactionList } from '@pasarprompt/contracts/seller-transactions'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

export type BucketFilter = 'held' | 'available' | 'reserved' | undefined

const query = (bucket: BucketFilter, cursor?: string) => {
  const params = new URLSearchParams({ limit: '50' })
  if (bucket) params.set('bucket', bucket)
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}

/** GET /api/v1/seller/transactions, page after page (owners and admins). */
export function useShopTransactions(organizationId: string | null, bucket: BucketFilter) {
  return useCursorList({
    queryKey: ['seller', organizationId, 'transactions', bucket ?? 'all'],
    fetchPage: (cursor, signal) =>
      http.get<ShopTransactionList>(`/api/v1/seller/transactions?${query(bucket, cursor)}`, {
        signal,
      }),
    enabled: Boolean(organizationId),
  })
}

/** The CSV of the same filter, read with the session cookie (same origin). */
export const transactionsCsvUrl = (bucket: BucketFilter) =>
  `/api/v1/seller/transactions.csv${bucket ? `?bucket=${bucket}` : ''}`
