import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getShopDashboard } from '../../modules/statistics/get-shop-dashboard.ts'
import { endpointRoute } from '../endpoint-route.ts'

export const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.dashboard, {
      tags: ['penjual'],
      summary: "The active shop's sales, latest orders and prompts in review",
      errors: [401, 403],
    }),
    handler: (request) => getShopDashboard(app.db, request.shop.organizationId),
  })
}
