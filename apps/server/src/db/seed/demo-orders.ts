import { eq } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import { createPaidOrder } from '../factories/create-order.ts'
import { orders, prompts, users } from '../schema.ts'
import { demoAccounts } from './demo-accounts.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Guest sales of the first demo shop over the last month: [prompt slug, days ago, buyer]. */
const demoSales: [string, number, string][] = [
  ['artikel-blog-seo-bahasa-indonesia', 27, 'Ayu Lestari'],
  ['rencana-konten-tiktok-30-hari', 21, 'Bima Saputra'],
  ['deskripsi-produk-marketplace', 16, 'Citra Dewi'],
  ['artikel-blog-seo-bahasa-indonesia', 11, 'Dewa Pratama'],
  ['caption-instagram-umkm-kuliner', 8, 'Eka Wulandari'],
  ['rencana-konten-tiktok-30-hari', 2, 'Fajar Nugroho'],
  ['deskripsi-produk-marketplace', 1, 'Gita Ramadhani'],
]

/**
 * The demo buyer's paid order (DESIGN.md §6) and a month of guest sales of the first demo shop,
 * each credited through the same path as a real payment on its day. Orders past the hold period
 * become available at the first run of the jobs, so the shop starts with money both available
 * and held, and its orders, statistics and payouts have something to show.
 */
export async function seedDemoOrders(tx: Transaction): Promise<number> {
  const [buyer] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, demoAccounts.buyer.email))
  if (!buyer) return 0
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.buyerUserId, buyer.id))
    .limit(1)
  if (existing) return 0

  let added = 0
  const sales: [string, number, { id: string | null; name: string; email: string }][] = [
    ['caption-instagram-umkm-kuliner', 5, buyer],
    ...demoSales.map(
      ([slug, daysAgo, name]): [string, number, { id: null; name: string; email: string }] => [
        slug,
        daysAgo,
        { id: null, name, email: `${name.split(' ')[0]?.toLowerCase()}@pelanggan.contoh.id` },
      ],
    ),
  ]
  // Oldest first, so the ledger's order is the order of time.
  sales.sort((a, b) => b[1] - a[1])
  for (const [slug, daysAgo, who] of sales) {
    const [prompt] = await tx.select().from(prompts).where(eq(prompts.slug, slug))
    if (!prompt) continue
    await createPaidOrder(tx, prompt, { buyer: who, at: new Date(Date.now() - daysAgo * DAY_MS) })
    added++
  }
  return added
}
