import { z } from 'zod'

/** The shop's side of the ledger (DESIGN.md §4): its held, available and reserved money. */
export const SHOP_BUCKETS = ['held', 'available', 'reserved'] as const
export const ShopBucket = z.enum(SHOP_BUCKETS, { error: 'Jenis saldo tidak dikenal.' })

export const bucketLabels: Record<(typeof SHOP_BUCKETS)[number], string> = {
  held: 'Ditahan',
  available: 'Tersedia',
  reserved: 'Sedang dicairkan',
}

/** What moved the money; unknown kinds show as they are. */
export const transactionKindLabels: Record<string, string> = {
  sale: 'Penjualan',
  release: 'Dana tersedia',
  refund: 'Pengembalian dana',
  chargeback: 'Chargeback',
  payout_request: 'Penarikan diajukan',
  payout_approved: 'Penarikan dikirim',
  payout_rejected: 'Penarikan ditolak',
}

export const TransactionListQuery = z.object({
  bucket: ShopBucket.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TransactionListQuery = z.infer<typeof TransactionListQuery>

export const ShopTransaction = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  bucket: ShopBucket,
  /** Integer rupiah; positive: the shop holds more in that bucket. */
  amount: z.number().int(),
  /** That bucket's balance right after this entry. */
  balanceAfter: z.number().int(),
  orderNumber: z.string().nullable(),
  promptTitle: z.string().nullable(),
  payoutId: z.uuid().nullable(),
})
export type ShopTransaction = z.infer<typeof ShopTransaction>

export const ShopTransactionList = z.object({
  items: z.array(ShopTransaction),
  nextCursor: z.string().nullable(),
})
export type ShopTransactionList = z.infer<typeof ShopTransactionList>
