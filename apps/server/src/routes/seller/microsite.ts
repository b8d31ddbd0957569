import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { previewShopPage } from '../../modules/shops/get-public-shop.ts'
import { getSellerMicrosite } from '../../modules/shops/get-seller-microsite.ts'
import { updateMicrosite } from '../../modules/shops/update-microsite.ts'
import { endpointRoute } from '../endpoint-route.ts'

const errors = [400, 401, 403, 404, 409] as const

/**
 * /api/v1/seller/microsite: the shop's public page content. Every member may read it (it is
 * public anyway); owners and admins change it.
 */
export const sellerMicrositeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, sellerApi.microsite, {
      tags: ['penjual'],
      summary: "The active shop's microsite and the prompts it may feature",
      errors,
    }),
    handler: (request) => getSellerMicrosite(app.db, request.shop),
  })

  app.route({
    ...endpointRoute(app, sellerApi.updateMicrosite, {
      tags: ['penjual'],
      summary: "Replace the active shop's microsite (owner, admin)",
      errors,
    }),
    handler: (request) =>
      updateMicrosite(app.db, { events: app.events, context: request.shop, input: request.body }),
  })

  // Never the shared 60-second copy of /api/v1/shops/{slug}: a preview shows the last save.
  app.route({
    ...endpointRoute(app, sellerApi.micrositePreview, {
      tags: ['penjual'],
      summary: "The active shop's public page as visitors see it, fresh (any member)",
      errors,
    }),
    handler: (request) =>
      previewShopPage(app.db, request.shop.organizationId, {
        earningsHoldDays: app.env.earningsHoldDays,
      }),
  })
}
