import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getShopStatistics } from '../../modules/statistics/get-shop-statistics.ts'
import { endpointRoute } from '../endpoint-route.ts'

/** /app/statistics: any member of the shop (DESIGN.md §4 lets members see statistics). */
export const sellerStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.statistics, {
      tags: ['penjual'],
      summary: "Views, sales, revenue and conversion of the active shop's prompts per day",
      errors: [400, 401, 403],
    }),
    handler: (request) =>
      getShopStatistics(app.db, request.shop.organizationId, request.query.range),
  })
}
