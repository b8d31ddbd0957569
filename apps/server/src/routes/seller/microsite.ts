import { ErrorBody } from '@pasarprompt/contracts/errors'
import { MicrositeInput, SellerMicrosite } from '@pasarprompt/contracts/seller-microsite'
import { PublicShopPage } from '@pasarprompt/contracts/shops'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { previewShopPage } from '../../modules/shops/get-public-shop.ts'
import { getSellerMicrosite } from '../../modules/shops/get-seller-microsite.ts'
import { updateMicrosite } from '../../modules/shops/update-microsite.ts'

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/**
 * /api/v1/seller/microsite: the shop's public page content. Every member may read it (it is
 * public anyway); owners and admins change it.
 */
export const sellerMicrositeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/microsite',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's microsite and the prompts it may feature",
        response: { 200: SellerMicrosite, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return getSellerMicrosite(app.db, request.shop)
    },
  )

  app.put(
    '/microsite',
    {
      schema: {
        tags: ['penjual'],
        summary: "Replace the active shop's microsite (owner, admin)",
        body: MicrositeInput,
        response: { 200: SellerMicrosite, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return updateMicrosite(app.db, app.events, request.shop, request.body)
    },
  )

  app.get(
    '/microsite/preview',
    {
      schema: {
        tags: ['penjual'],
        summary: "The active shop's public page as visitors see it, fresh (any member)",
        response: { 200: PublicShopPage, ...errors },
      },
    },
    async (request, reply) => {
      // Never the shared 60-second copy of /api/v1/shops/{slug}: a preview shows the last save.
      reply.header('cache-control', 'private, no-store')
      return previewShopPage(app.db, request.shop.organizationId)
    },
  )
}
