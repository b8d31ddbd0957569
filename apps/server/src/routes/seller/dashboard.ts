import { ErrorBody } from '@pasarprompt/contracts/errors'
import { ShopDashboard } from '@pasarprompt/contracts/seller-dashboard'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getShopDashboard } from '../../modules/statistics/get-shop-dashboard.ts'

export const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's sales, latest orders and prompts in review",
        response: { 200: ShopDashboard, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getShopDashboard(app.db, request.shop.organizationId)
    },
  )
}
