import { ErrorBody } from '@pasarprompt/contracts/errors'
import {
  ShopBucket,
  ShopTransactionList,
  TransactionListQuery,
} from '@pasarprompt/contracts/seller-transactions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { exportShopTransactions } from '../../modules/ledger/export-shop-transactions.ts'
import { listShopTransactions } from '../../modules/ledger/list-shop-transactions.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

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
      const { filename, csv } = await exportShopTransactions(
        app.db,
        request.shop,
        request.query.bucket,
      )
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv)
    },
  )
}
