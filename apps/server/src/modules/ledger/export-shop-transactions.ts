import {
  bucketLabels,
  transactionKindLabels,
  transactionStatusLabels,
} from '@pasarprompt/contracts/ledger-for-shop'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations } from '../../db/schema.ts'
import { toCsv } from '../../lib/csv.ts'
import type { ShopContext } from '../auth/guards.ts'
import type { ShopBucket } from './accounts.ts'
import { listShopTransactions, requireMoneyAccess } from './list-shop-transactions.ts'

const jakartaDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  dateStyle: 'short',
  timeStyle: 'medium',
})

/**
 * The shop's money as a CSV file for its bookkeeping (owners and admins only): one line per
 * event, as on the page, and for each sale its price (penjualan kotor), the platform's and the
 * affiliate's commission, the PPh 22 withheld (decision 0044) and the shop's net (pendapatan
 * bersih).
 */
export async function exportShopTransactions(
  db: Executor,
  shop: ShopContext,
  bucket?: ShopBucket,
): Promise<{ filename: string; csv: string }> {
  requireMoneyAccess(shop)
  const rows: (string | number | null)[][] = [
    [
      'Waktu (WIB)',
      'Jenis',
      'Status',
      'Pesanan',
      'Prompt',
      'Penjualan kotor (Rp)',
      'Komisi platform (Rp)',
      'Komisi afiliasi (Rp)',
      'PPh 22 (Rp)',
      'Pendapatan bersih (Rp)',
      'Jumlah (Rp)',
      'Dari saldo',
      'Ke saldo',
      'Ditahan setelahnya (Rp)',
      'Tersedia setelahnya (Rp)',
      'Sedang dicairkan setelahnya (Rp)',
    ],
  ]
  for await (const event of allShopTransactions(db, shop, bucket)) {
    rows.push([
      jakartaDateTime.format(new Date(event.at)),
      transactionKindLabels[event.kind] ?? event.kind,
      transactionStatusLabels[event.status],
      event.orderNumber,
      event.promptTitle,
      event.sale?.gross ?? null,
      event.sale?.platformFee ?? null,
      event.sale?.affiliateFee ?? null,
      event.sale?.pph22 ?? null,
      event.sale?.net ?? null,
      event.amount,
      event.from ? bucketLabels[event.from] : null,
      event.to ? bucketLabels[event.to] : null,
      event.balanceAfter.held,
      event.balanceAfter.available,
      event.balanceAfter.reserved,
    ])
  }
  const [row] = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, shop.organizationId))
  const day = new Date().toISOString().slice(0, 10)
  return { filename: `transaksi-${row?.slug ?? 'toko'}-${day}.csv`, csv: toCsv(rows) }
}

/** Every transaction of the shop (for the CSV), newest first, in pages of the list above. */
async function* allShopTransactions(db: Executor, shop: ShopContext, bucket?: ShopBucket) {
  let cursor: string | undefined
  do {
    const page = await listShopTransactions(db, shop, { bucket, cursor, limit: 100 })
    yield* page.items
    cursor = page.nextCursor ?? undefined
  } while (cursor)
}
