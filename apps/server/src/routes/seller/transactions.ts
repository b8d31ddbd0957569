import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  bucketLabels,
  ShopBucket,
  ShopTransactionList,
  TransactionListQuery,
  transactionKindLabels,
} from '@pasarprompt/contracts/seller-transactions'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { organizations } from '../../db/schema.ts'
import { toCsv } from '../../lib/csv.ts'
import {
  allShopTransactions,
  listShopTransactions,
  requireMoneyAccess,
} from '../../modules/ledger/list-shop-transactions.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }
const jakartaDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  dateStyle: 'short',
  timeStyle: 'medium',
})

/** The shop's ledger: owners and admins only (DESIGN.md §4, members see no money). */
export const sellerTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/transactions',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's ledger entries with running balances",
        querystring: TransactionListQuery,
        response: { 200: ShopTransactionList, ...errors },
      },
    },
    (request) => listShopTransactions(app.db, request.shop, request.query),
  )

  app.get(
    '/transactions.csv',
    {
      schema: {
        tags: ['penjual'],
        summary: 'The same ledger as a CSV file',
        querystring: z.object({ bucket: ShopBucket.optional() }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a BOM'), ...errors },
      },
    },
    async (request, reply) => {
      requireMoneyAccess(request.shop)
      const rows: (string | number | null)[][] = [
        [
          'Waktu (WIB)',
          'Jenis',
          'Saldo',
          'Jumlah (Rp)',
          'Saldo setelahnya (Rp)',
          'Pesanan',
          'Prompt',
        ],
      ]
      for await (const entry of allShopTransactions(app.db, request.shop, request.query.bucket)) {
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
      const [shop] = await app.db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(eq(organizations.id, request.shop.organizationId))
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="transaksi-${shop?.slug ?? 'toko'}-${day}.csv"`,
        )
        .send(toCsv(rows))
    },
  )
}
