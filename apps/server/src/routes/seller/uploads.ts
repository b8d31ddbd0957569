import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { uploadShopImage } from '../../modules/uploads/upload-shop-image.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { acceptImageUploads, imageUploadBodyLimit, readImageUpload } from '../read-upload.ts'

/** POST /api/v1/seller/uploads: one image of the active shop (any member: prompts need them). */
export const sellerUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app)

  const route = endpointRoute(app, sellerApi.uploadImage, {
    tags: ['penjual'],
    summary: 'Upload an image (multipart field `file`; ≤ 5 MB; stored as WebP)',
    errors: [400, 401, 403, 413, 429],
  })
  app.route({
    ...route,
    bodyLimit: imageUploadBodyLimit,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const image = await uploadShopImage(app.db, request.shop.actor, {
        shopId: request.shop.organizationId,
        userId: request.shop.auth.user.id,
        read: () => readImageUpload(request),
        store: app.objectStore,
      })
      return reply.code(201).header('cache-control', 'no-store').send(image)
    },
  })
}
