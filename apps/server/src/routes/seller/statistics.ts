import { ErrorBody } from '@pasarprompt/contracts/errors'
import { ShopStatistics, StatisticsQuery } from '@pasarprompt/contracts/seller-statistics'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getShopStatistics } from '../../modules/statistics/get-shop-statistics.ts'

/** /app/statistics: any member of the shop (DESIGN.md §4 lets members see statistics). */
export const sellerStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statistics',
    {
      schema: {
        tags: ['penjual'],
        summary: "Views, sales, revenue and conversion of the active shop's prompts per day",
        querystring: StatisticsQuery,
        response: { 200: ShopStatistics, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getShopStatistics(app.db, request.shop.organizationId, request.query.range)
    },
  )
}
