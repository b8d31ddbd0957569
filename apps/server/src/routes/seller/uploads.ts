import multipart from '@fastify/multipart'
import { sellerApi } from '@pasarprompt/contracts/endpoints/seller'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@pasarprompt/contracts/uploads'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { storeImage } from '../../plugins/storage/store-image.ts'
import { endpointRoute } from '../endpoint-route.ts'

const TOO_LARGE = 'Ukuran gambar paling besar 5 MB.'

/** POST /api/v1/seller/uploads: one image of the active shop (any member: prompts need them). */
export const sellerUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed only in this scope; every other route still takes JSON alone.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 },
  })

  const route = endpointRoute(app, sellerApi.uploadImage, {
    tags: ['penjual'],
    summary: 'Upload an image (multipart field `file`; ≤ 5 MB; stored as WebP)',
    errors: [400, 401, 403, 413],
  })
  app.route({
    ...route,
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim gambar sebagai multipart/form-data.')
      }
      let bytes: Buffer | undefined
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === UPLOAD_FIELD && !bytes) {
            bytes = await part.toBuffer()
          } else if (part.type === 'file') {
            await part.toBuffer()
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { cause: error })
        }
        if (code?.startsWith('FST_')) {
          throw new AppError('VALIDATION_FAILED', 'Unggahan tidak valid.', { cause: error })
        }
        throw error
      }
      if (!bytes || bytes.length === 0) {
        throw new AppError('VALIDATION_FAILED', 'Pilih gambar yang akan diunggah.', {
          fields: [{ path: UPLOAD_FIELD, message: 'Pilih gambar yang akan diunggah.' }],
        })
      }
      const image = await storeImage(app.db, request.shop.actor, {
        shopId: request.shop.organizationId,
        userId: request.shop.auth.user.id,
        bytes,
        uploadsDir: app.uploadsDir,
      })
      return reply.code(201).header('cache-control', 'no-store').send(image)
    },
  })
}
