import { mkdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ensureImageVariant, imageVariantOf } from './image-variants.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded images live on disk (`DATA_DIR/uploads`); served read-only at `/uploads/`. */
    uploadsDir: string
  }
}

const FOREVER = 'public, max-age=31536000, immutable'

/**
 * Uploaded images (DESIGN.md §4 Images). Every file is a WebP the server encoded itself under a
 * random name, so it can be cached for good and never be sniffed as anything else. Its narrower
 * copies for `srcset` are made on their first request and kept beside it (ADR 0020).
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  const uploadsDir = path.join(app.env.dataDir, 'uploads')
  mkdirSync(uploadsDir, { recursive: true })
  app.decorate('uploadsDir', uploadsDir)
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: uploadsDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        setHeaders(reply) {
          reply.header('cache-control', FOREVER)
          reply.header('x-content-type-options', 'nosniff')
        },
      })
      // A missing file is a plain 404 here, never the web app's page for unknown paths; a
      // missing width copy of an existing upload is made now.
      scope.setNotFoundHandler(async (request, reply) => {
        const pathname = request.url.split('?', 1)[0] ?? ''
        const variant =
          request.method === 'GET' || request.method === 'HEAD'
            ? imageVariantOf(pathname.slice('/uploads'.length))
            : null
        const image = variant ? await ensureImageVariant(uploadsDir, variant) : null
        if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Tidak ditemukan')
        return reply
          .type('image/webp')
          .header('cache-control', FOREVER)
          .header('x-content-type-options', 'nosniff')
          .send(image)
      })
    },
    { prefix: '/uploads' },
  )
})
