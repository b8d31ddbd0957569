import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { exportShopTransactions } from '../../modules/ledger/export-shop-transactions.ts'
import { listShopTransactions } from '../../modules/ledger/list-shop-transactions.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403] as const

/** The shop's ledger: owners and admins only (DESIGN.md §4, members see no money). */
export const sellerTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.transactions, {
      tags: ['penjual'],
      summary: "The active shop's ledger entries with running balances",
      errors,
    }),
    handler: (request) => listShopTransactions(app.db, request.shop, request.query),
  })

  const csvRoute = endpointRoute(app, sellerApi.transactionsCsv, {
    tags: ['penjual'],
    summary: 'The same ledger as a CSV file',
    errors,
  })
  app.route({
    ...csvRoute,
    schema: { ...csvRoute.schema, produces: ['text/csv'] },
    handler: async (request, reply) => {
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
  })
}
