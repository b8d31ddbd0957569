import { z } from 'zod'

/** The shop's side of the ledger (DESIGN.md §4): its held, available and reserved money. */
export const SHOP_BUCKETS = ['held', 'available', 'reserved'] as const
export const ShopBucket = z.enum(SHOP_BUCKETS, { error: 'Jenis saldo tidak dikenal.' })
export type ShopBucket = z.infer<typeof ShopBucket>

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
  payout_request: 'Pencairan diajukan',
  payout_approved: 'Pencairan dikirim',
  payout_rejected: 'Pencairan ditolak',
}

/**
 * Where an event stands now: a sale is held, available, or reversed (refund, chargeback); a
 * payout request is processing, sent or rejected; the other events are done when written.
 */
export const TRANSACTION_STATUSES = [
  'held',
  'available',
  'refunded',
  'chargeback',
  'processing',
  'sent',
  'rejected',
  'done',
] as const
export const TransactionStatus = z.enum(TRANSACTION_STATUSES)
export type TransactionStatus = z.infer<typeof TransactionStatus>

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  held: 'Ditahan',
  available: 'Sudah tersedia',
  refunded: 'Dikembalikan ke pembeli',
  chargeback: 'Chargeback',
  processing: 'Diproses',
  sent: 'Dikirim ke rekening',
  rejected: 'Ditolak, kembali ke saldo tersedia',
  done: 'Selesai',
}

export const TransactionListQuery = z.object({
  bucket: ShopBucket.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TransactionListQuery = z.infer<typeof TransactionListQuery>

/** The balance of each of the shop's buckets. */
export const ShopBuckets = z.object({
  held: z.number().int(),
  available: z.number().int(),
  reserved: z.number().int(),
})
export type ShopBuckets = z.infer<typeof ShopBuckets>

/**
 * One event of the shop's money (a ledger movement): a sale, a release, a refund, a payout
 * request and its approval or rejection. Amounts are integer rupiah.
 */
export const ShopTransaction = z.object({
  /** The movement's last ledger entry: the keyset cursor. */
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  status: TransactionStatus,
  /** The money the event is about (never negative). */
  amount: z.number().int(),
  /** The bucket it left; null when it came into the shop (a sale). */
  from: ShopBucket.nullable(),
  /** The bucket it went to; null when it left the shop (a refund, a payout sent). */
  to: ShopBucket.nullable(),
  /** Each bucket's balance right after the event. */
  balanceAfter: ShopBuckets,
  orderNumber: z.string().nullable(),
  promptTitle: z.string().nullable(),
  payoutId: z.uuid().nullable(),
  /** A held sale: when it becomes available. */
  releaseAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * A sale's split: the price, the platform's and the affiliate's commission, the PPh 22 withheld
   * (decision 0044; 0 for a shop whose statement counted) and the shop's net.
   */
  sale: z
    .object({
      gross: z.number().int(),
      platformFee: z.number().int(),
      affiliateFee: z.number().int(),
      pph22: z.number().int(),
      net: z.number().int(),
    })
    .nullable(),
})
export type ShopTransaction = z.infer<typeof ShopTransaction>

export const ShopTransactionList = z.object({
  items: z.array(ShopTransaction),
  nextCursor: z.string().nullable(),
})
export type ShopTransactionList = z.infer<typeof ShopTransactionList>
