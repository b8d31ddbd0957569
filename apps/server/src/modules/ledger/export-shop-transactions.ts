import { bucketLabels, transactionKindLabels } from '@pasarprompt/contracts/seller-transactions'
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

/** The shop's whole ledger as a CSV file for its bookkeeping (owners and admins only). */
export async function exportShopTransactions(
  db: Executor,
  shop: ShopContext,
  bucket?: ShopBucket,
): Promise<{ filename: string; csv: string }> {
  requireMoneyAccess(shop)
  const rows: (string | number | null)[][] = [
    ['Waktu (WIB)', 'Jenis', 'Saldo', 'Jumlah (Rp)', 'Saldo setelahnya (Rp)', 'Pesanan', 'Prompt'],
  ]
  for await (const entry of allShopTransactions(db, shop, bucket)) {
    rows.push([
      jakartaDateTime.format(new Date(entry.at)),
      transactionKindLabels[entry.kind] ?? entry.kind,
      bucketLabels[entry.bucket],
      entry.amount,
      entry.balanceAfter,
      entry.orderNumber,
      entry.promptTitle,
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
